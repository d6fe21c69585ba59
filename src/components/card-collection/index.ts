export { CardCollection, type EditTarget } from './CardCollection';
export { CardFormDialog, CardFormFrame, useCardSave, type CardFormProps } from './CardFormDialog';
export { CollectionCard } from './CollectionCard';

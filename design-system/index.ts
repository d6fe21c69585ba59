// Public API of the design system. Screens import from '@ds' only.
export { styled, css, globalCss, keyframes, theme, config, getCssText } from './stitches.config';
export type { CSS } from './stitches.config';
export { globalStyles } from './global';
export * from './constants';
export * from './format';

export { VisuallyHidden } from './VisuallyHidden';
export { Spinner } from './Spinner';
export { Button, StyledButton } from './Button';
export type { ButtonProps } from './Button';
export { IconButton } from './IconButton';
export type { IconButtonProps } from './IconButton';
export { FieldFrame, FieldHint, FieldLabel } from './Field';
export { TextField, Input } from './TextField';
export type { TextFieldProps } from './TextField';
export { LimitedTextField } from './LimitedTextField';
export type { LimitedTextFieldProps } from './LimitedTextField';
export { TextArea } from './TextArea';
export type { TextAreaProps } from './TextArea';
export { Box, Container, Flex, Grid, Section, Stack, WithSummary } from './Layout';
export { ResponsiveOrder } from './ResponsiveOrder';
export { useBelow } from './useBelow';
export { keepFocusedFieldVisible } from './keepFocusedFieldVisible';
export { keepMediaQueriesLive } from './keepMediaQueriesLive';
export { ButtonLink, Link } from './Link';
export type { ButtonLinkProps, LinkProps } from './Link';
export {
  AmountField,
  CardNumberField,
  CodeField,
  ExpiryField,
  MoneyField,
  PhoneField,
  TaxIdField,
  ZipField,
} from './MaskedFields';
export type { MaskedFieldProps } from './MaskedFields';
export { Select } from './Select';
export type { SelectOption, SelectProps } from './Select';
export { QuantitySelect, quantityOptions } from './QuantitySelect';
export type { QuantitySelectProps } from './QuantitySelect';
export { Checkbox, CheckboxIndicator, CheckboxRoot } from './Checkbox';
export type { CheckboxProps } from './Checkbox';
export {
  Dialog,
  DialogActions,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogOverlay,
  DialogPortal,
  DialogTitle,
  DialogTrigger,
} from './Dialog';
export type { DialogContentProps } from './Dialog';
export { ConfirmDialog } from './ConfirmDialog';
export type { ConfirmDialogProps } from './ConfirmDialog';
export { Tabs, TabsContent, TabsList, TabsTrigger } from './Tabs';
export {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuPortal,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './DropdownMenu';
export { ToastProvider, useOptionalToast, useToast } from './Toast';
export { createToastQueue } from './toastQueue';
export type { ToastAction, ToastItem, ToastOptions, ToastQueue, ToastVariant } from './toastQueue';
export { LoadingOverlay } from './LoadingOverlay';
export type { LoadingOverlayProps } from './LoadingOverlay';
export { OrderStatus, orderStatusColor } from './OrderStatus';
export { Badge, formatBadgeCount } from './Badge';
export type { BadgeProps } from './Badge';
export { Card, CardTitle } from './Card';
export { Alert } from './Alert';
export type { AlertProps } from './Alert';
export { Skeleton } from './Skeleton';
export { Progress } from './Progress';
export type { ProgressProps } from './Progress';
export { Pagination, paginationRange } from './Pagination';
export type { PaginationProps } from './Pagination';
export { Money } from './Money';
export type { MoneyProps } from './Money';
export { Heading, PageTitle, Text } from './Heading';
export { Banner } from './Banner';
export type { BannerProps } from './Banner';

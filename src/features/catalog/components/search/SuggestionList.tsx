import { Money, styled } from '@ds';
import { productImageUrl, type Product } from '../../api/product-model';
import { THUMBNAIL } from '../../sizes';

const List = styled('ul', {
  position: 'absolute',
  top: 'calc(100% + $space$1)',
  left: 0,
  right: 0,
  zIndex: '$dropdown',
  listReset: true,
  padding: '$1',
  backgroundColor: '$white',
  border: '$borderWidths$thin solid $border',
  borderRadius: '$2',
  boxShadow: '$2',
});

const Option = styled('li', {
  display: 'grid',
  gridTemplateColumns: `${THUMBNAIL} 1fr auto`,
  alignItems: 'center',
  gap: '$3',
  padding: '$2',
  borderRadius: '$1',
  cursor: 'pointer',
  '&[aria-selected="true"]': { backgroundColor: '$primarySubtle' },
});

const Thumb = styled('img', {
  width: THUMBNAIL,
  height: THUMBNAIL,
  objectFit: 'cover',
  borderRadius: '$1',
  backgroundColor: '$gray2',
});

const Words = styled('span', { display: 'flex', flexDirection: 'column', minWidth: 0 });
const Sku = styled('span', { fontWeight: '$bold', fontSize: '$2', color: '$text' });
const Description = styled('span', {
  fontSize: '$1',
  color: '$textMuted',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

type Props = {
  id: string;
  products: Product[];
  active: number;
  onHover: (index: number) => void;
  onChoose: (product: Product) => void;
};

/** The combobox's popup; focus stays in the input, the highlighted option is aria-selected. */
export function SuggestionList({ id, products, active, onHover, onChoose }: Props) {
  return (
    <List id={id} role="listbox" aria-label="SKU suggestions">
      {products.map((product, index) => (
        <Option
          key={product.id}
          id={`${id}-option-${index}`}
          role="option"
          aria-selected={index === active}
          // Keeps focus in the input, so the blur handler does not close the list mid-click.
          onMouseDown={(e) => e.preventDefault()}
          onMouseEnter={() => onHover(index)}
          onClick={() => onChoose(product)}
        >
          <Thumb src={productImageUrl(product.imageIndex)} alt="" width={36} height={36} />
          <Words>
            <Sku>{product.sku}</Sku>
            <Description>{product.description}</Description>
          </Words>
          <Money amount={product.price} css={{ fontSize: '$2' }} />
        </Option>
      ))}
    </List>
  );
}

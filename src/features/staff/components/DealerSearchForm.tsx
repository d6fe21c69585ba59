import Search from 'lucide-react/icons/search';
import { Button, Flex, TextField } from '@ds';
import { lazyResolver, useAppForm } from '@/lib/form';
import { LIMITS } from '@/lib/limits';
import type { DealerSearchValues } from '../schemas/dealer-search';

// zod loads on the first check, not with the page (the 150 KiB route budget).
const searchResolver = lazyResolver<DealerSearchValues>(async () => {
  const [{ zodResolver }, { dealerSearchSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('../schemas/dealer-search'),
  ]);
  return zodResolver(dealerSearchSchema);
});

type Props = { initial: string; onSearch: (search: string) => void };

/** Search by part of a dealer's e-mail or company; blank lists every dealer. */
export function DealerSearchForm({ initial, onSearch }: Props) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useAppForm<DealerSearchValues>({
    resolver: searchResolver,
    defaultValues: { search: initial },
  });
  return (
    <form
      role="search"
      aria-label="Dealers"
      noValidate
      onSubmit={handleSubmit(({ search }) => onSearch(search.trim()))}
    >
      <Flex
        gap="3"
        align={{ '@initial': 'end', '@phone': 'stretch' }}
        direction={{ '@initial': 'row', '@phone': 'column' }}
      >
        <TextField
          label="Search by e-mail or company"
          type="search"
          maxLength={LIMITS.dealerSearch}
          autoComplete="off"
          css={{ flex: 1, width: '100%' }}
          error={errors.search?.message}
          {...register('search')}
        />
        <Button type="submit">
          <Search size={16} aria-hidden />
          Search
        </Button>
      </Flex>
    </form>
  );
}

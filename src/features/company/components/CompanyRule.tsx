import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Alert, Button, Card, Flex, formatMoney, Heading, AmountField, Text, useToast } from '@ds';
import { FormField } from '@/components/FormField';
import { useAppForm } from '@/lib/form';
import { useSingleFlight } from '@/lib/use-single-flight';
import { updateCompanyRule } from '../api/company-users';
import { ruleSchema, toAmountInput, toThreshold, type RuleValues } from '../schemas/company-user';

const resolver = zodResolver(ruleSchema);

/** The rule as a sentence, or that there is none. */
function ruleText(threshold: number | null): string {
  return threshold === null
    ? 'No company rule: Buyers order up to their own limit.'
    : `Orders over ${formatMoney(threshold)} need the owner's approval.`;
}

const FIELD_WIDTH = { flex: '1 1 16rem', maxWidth: '22rem' } as const;

/** 'Orders over $X need the owner's approval': blank removes the rule. */
export function CompanyRule({ threshold }: { threshold: number | null }) {
  const toast = useToast();
  const saving = useSingleFlight();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useAppForm<RuleValues>({
    resolver,
    defaultValues: { approvalThreshold: toAmountInput(threshold) },
  });

  const onSubmit = form.handleSubmit((values) =>
    saving.run(async () => {
      setFailure(null);
      const result = await updateCompanyRule(toThreshold(values));
      if (!result.ok) {
        console.warn('Company rule save failed.', result.body);
        setFailure(result.message);
        return;
      }
      toast.show(result.data === null ? 'Company rule removed.' : 'Company rule saved.', {
        variant: 'success',
      });
    }),
  );

  return (
    <Card as="section" aria-labelledby="company-rule-title" css={{ marginTop: '$6' }}>
      <Heading as="h3" size={2} id="company-rule-title" css={{ marginBottom: '$2' }}>
        Company Rule
      </Heading>
      <Text size="2" css={{ marginBottom: '$4' }}>
        {ruleText(threshold)}
      </Text>
      {failure ? (
        <Alert variant="error" css={{ marginBottom: '$4' }}>
          {failure}
        </Alert>
      ) : null}
      <Flex as="form" gap="4" align="end" wrap="wrap" noValidate onSubmit={onSubmit}>
        <FormField
          control={form.control}
          name="approvalThreshold"
          render={(f) => (
            <AmountField
              label="Orders over this amount need the owner's approval"
              helperText="Leave blank for no rule."
              css={FIELD_WIDTH}
              {...f}
            />
          )}
        />
        <Button type="submit" loading={saving.busy}>
          Save Rule
        </Button>
      </Flex>
    </Card>
  );
}

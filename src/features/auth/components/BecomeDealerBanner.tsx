import { useLocation } from 'wouter';
import { Button, Heading, styled, Text } from '@ds';

const Strip = styled('aside', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$6',
  marginTop: '$8',
  padding: '$6 $7',
  borderRadius: '$3',
  backgroundColor: '$primary',
  color: '$white',
  '& h2, & p': { color: '$white' },
});

/** The login page's footer banner (docs/business-rules.md#screens). */
export function BecomeDealerBanner() {
  const [, navigate] = useLocation();
  return (
    <Strip aria-labelledby="become-dealer-title">
      <div>
        <Heading id="become-dealer-title" size={3}>
          Become a Dealer Today
        </Heading>
        <Text size={2} css={{ marginTop: '$1' }}>
          Factory-direct pricing on solid-wood cabinets, vanities and hardware.
        </Text>
      </div>
      <Button variant="outline" size={3} onClick={() => navigate('/signup')}>
        Sign Up
      </Button>
    </Strip>
  );
}

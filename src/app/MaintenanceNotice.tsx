import { Flex, Link, PageTitle, Text, styled } from '@ds';
import { MAINTENANCE_DEFAULTS } from '@/features/maintenance';
import { COMPANY, telHref } from '@/lib/brand';
import { Logo } from './layout/Logo';
import { useHiddenSiteAdvisory } from './layout/TariffBanner';

const Centre = styled('main', {
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '$4',
  padding: '$6',
  textAlign: 'center',
});

/** The centred notice that replaces the whole site while the API reports maintenance. */
export default function MaintenanceNotice({
  title,
  description,
}: {
  title?: string | null;
  description?: string | null;
}) {
  useHiddenSiteAdvisory();
  return (
    <Centre>
      <Logo />
      <PageTitle align="center">{title || MAINTENANCE_DEFAULTS.title}</PageTitle>
      <Text size="4">{description || MAINTENANCE_DEFAULTS.description}</Text>
      {/* The site is down, so the dealer needs another way to reach the company. */}
      <Flex as="address" gap="5" justify="center" css={{ fontStyle: 'normal' }}>
        <Link external href={telHref(COMPANY.phone)}>
          {COMPANY.phone}
        </Link>
        <Link external href={`mailto:${COMPANY.email}`}>
          {COMPANY.email}
        </Link>
      </Flex>
    </Centre>
  );
}

import BriefcaseBusiness from 'lucide-react/icons/briefcase-business';
import Camera from 'lucide-react/icons/camera';
import CirclePlay from 'lucide-react/icons/circle-play';
import ThumbsUp from 'lucide-react/icons/thumbs-up';
import type { ComponentType } from 'react';
import { styled } from '@ds';
import { SOCIAL_LINKS } from '@/lib/brand';

// lucide no longer ships brand logos, so each network gets a neutral icon; the name is the label.
const ICONS: Record<(typeof SOCIAL_LINKS)[number]['network'], ComponentType<{ size: number }>> = {
  Facebook: ThumbsUp,
  Instagram: Camera,
  LinkedIn: BriefcaseBusiness,
  YouTube: CirclePlay,
};

const List = styled('ul', { display: 'flex', gap: '$2', listReset: true, '@phone': { gap: '$3' } });

const A = styled('a', {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 36,
  height: 36,
  borderRadius: '$round',
  border: '1px solid $gray7',
  color: '$white',
  pressable: { backgroundColor: '$primary', borderColor: '$primary' },
  // A thumb's tap target on a phone.
  '@phone': { width: '$iconButton3', height: '$iconButton3' },
});

export function SocialLinks() {
  return (
    <List aria-label="Social media">
      {SOCIAL_LINKS.map(({ network, href }) => {
        const Icon = ICONS[network];
        return (
          <li key={network}>
            <A href={href} target="_blank" rel="noopener noreferrer" aria-label={network}>
              <Icon size={18} aria-hidden />
            </A>
          </li>
        );
      })}
    </List>
  );
}

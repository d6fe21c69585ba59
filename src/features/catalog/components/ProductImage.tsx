import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { styled } from '@ds';

const Img = styled('img', {
  display: 'block',
  objectFit: 'contain',
  backgroundColor: '$gray1',
  borderRadius: '$2',
});

const Missing = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  backgroundColor: '$gray2',
  color: '$gray7',
  borderRadius: '$2',
});

type Props = {
  src: string;
  alt: string;
  size: number;
  /** Defaults to size (square product pictures); colour cards are 3:2. */
  height?: number;
  /** Fill the container's width, keeping the aspect ratio. */
  fluid?: boolean;
  eager?: boolean;
  /** The page's main picture: fetched first, before other images (implies eager). */
  priority?: boolean;
};

/** Never a broken-image icon: a missing file turns into a neutral placeholder. */
export function ProductImage({
  src,
  alt,
  size,
  height = size,
  fluid = false,
  eager = false,
  priority = false,
}: Props) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const box = fluid
    ? { width: '100%', height: 'auto', aspectRatio: `${size} / ${height}` }
    : { width: size, height };
  if (failedSrc === src)
    return (
      <Missing
        role="img"
        aria-label={alt ? `${alt} (image unavailable)` : 'Image unavailable'}
        css={box}
      >
        <ImageOff size={32} aria-hidden />
      </Missing>
    );
  return (
    <Img
      src={src}
      alt={alt}
      width={size}
      height={height}
      loading={eager || priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => setFailedSrc(src)}
      css={{ ...box, objectFit: fluid || height !== size ? 'cover' : 'contain' }}
    />
  );
}

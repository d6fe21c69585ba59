import { styled } from '@ds';
import { ACCOUNT_BANNER } from '../sizes';

const Img = styled('img', {
  display: 'block',
  width: '100%',
  height: ACCOUNT_BANNER,
  objectFit: 'cover',
  objectPosition: 'center top',
  backgroundColor: '$gray2',
});

/** The account area's banner: decorative, so assistive tech skips it. */
export function AccountBanner() {
  return <Img src="/images/account-banner.png" alt="" width={1440} height={180} />;
}

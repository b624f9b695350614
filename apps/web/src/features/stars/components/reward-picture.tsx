import type { PictureKey } from '@neurobridge/shared/domain/pictures';
import { pictureUrl } from '../../../lib/pictures';

/**
 * A reward's bundled picture (docs/product.md#bundled-pictures), beside its name: the name says what
 * it is, so the picture is not announced again.
 */
export function RewardPicture({ picture, className = 'size-12' }: { picture: PictureKey; className?: string }) {
  return <img src={pictureUrl(picture)} alt="" aria-hidden className={`shrink-0 ${className}`} />;
}

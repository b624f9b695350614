import type { ScheduleEntry } from '@neurobridge/shared/api/schedule';
import { categoryPictureUrl, pictureUrl } from '../../../../lib/pictures';

/** A routine entry's own picture, or an activity's category picture (docs/product.md#my-day). */
export function entryPictureUrl(entry: ScheduleEntry): string {
  return entry.picture ? pictureUrl(entry.picture) : categoryPictureUrl(entry.activity_category);
}

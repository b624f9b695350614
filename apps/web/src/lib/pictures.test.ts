import { PICTURE_KEYS, PICTURES } from '@neurobridge/shared/domain/pictures';
import { describe, expect, it } from 'vitest';
import { categoryPictureUrl, celebrationPictureUrl, pictureUrl, timeOfDayPictureUrl } from './pictures';

/** The OpenMoji file a URL points at: its code (a built file adds a hash: `1FAA5-Ab12Cd.svg`). */
const codeOf = (url: string) => /([0-9A-F]+(?:-[0-9A-F]+)*?)(?:-[\w-]{8})?\.svg(?:\?.*)?$/.exec(url)?.[1];

describe('pictureUrl', () => {
  it.each(PICTURE_KEYS)('%s is its own OpenMoji file, never inlined', (key) => {
    expect(pictureUrl(key)).not.toMatch(/^data:/);
    expect(codeOf(pictureUrl(key))).toBe(PICTURES[key].code);
  });
});

describe("the day's other pictures", () => {
  it.each([
    ['social_skills', '1F91D'],
    ['communication', '1F4AC'],
    ['math', '1F522'],
    ['language', '1F4D6'],
    ['focus', '1F50D'],
    ['routine', '23F0'],
    ['anything_else', '2B50'],
  ])('the category %s shows %s, as on the printable week', (category, code) => {
    expect(codeOf(categoryPictureUrl(category))).toBe(code);
  });

  it('morning, afternoon and evening show a sunrise, the sun and the moon; a finished day a party popper', () => {
    expect(codeOf(timeOfDayPictureUrl('morning'))).toBe('1F305');
    expect(codeOf(timeOfDayPictureUrl('afternoon'))).toBe('2600');
    expect(codeOf(timeOfDayPictureUrl('evening'))).toBe('1F319');
    expect(codeOf(celebrationPictureUrl)).toBe('1F389');
  });
});

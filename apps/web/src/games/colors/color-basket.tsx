import { Circle, Diamond, Hexagon, Square, Star, Triangle, type LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import type { ColorKey } from './color-data';

/**
 * Each colour also has its own pattern and shape, so no one has to rely on colour alone
 * (docs/product.md#colour-game).
 */
const LOOK: Record<ColorKey, { fill: string; ink: string; icon: LucideIcon }> = {
  red: { fill: '#dc2626', ink: '#ffffff', icon: Circle },
  blue: { fill: '#2563eb', ink: '#ffffff', icon: Square },
  yellow: { fill: '#facc15', ink: '#1f2937', icon: Triangle },
  green: { fill: '#16a34a', ink: '#ffffff', icon: Hexagon },
  purple: { fill: '#7e22ce', ink: '#ffffff', icon: Star },
  orange: { fill: '#ea580c', ink: '#ffffff', icon: Diamond },
};

/** One pattern tile per colour: dots, stripes, zigzag, diagonals, grid, crosses. */
function tile(color: ColorKey, ink: string): ReactNode {
  const line = { stroke: ink, strokeWidth: 2.5, fill: 'none' } as const;
  switch (color) {
    case 'red':
      return <circle cx="6" cy="6" r="2.6" fill={ink} />;
    case 'blue':
      return <path d="M0 6 H12" {...line} />;
    case 'yellow':
      return <path d="M0 9 L3 3 L6 9 L9 3 L12 9" {...line} />;
    case 'green':
      return <path d="M-1 13 L13 -1" {...line} />;
    case 'purple':
      return <path d="M0 0.5 H12 M0.5 0 V12" {...line} />;
    case 'orange':
      return <path d="M6 2.5 V9.5 M2.5 6 H9.5" {...line} />;
  }
}

export function ColorIcon({ color, className }: { color: ColorKey; className?: string }) {
  const Icon = LOOK[color].icon;
  return <Icon aria-hidden className={className} fill={LOOK[color].fill} stroke="#1f2937" />;
}

/** A basket drawn in its colour with its pattern on top; decorative (the button carries the name). */
export function BasketArt({ color }: { color: ColorKey }) {
  const id = `${useId()}-pattern`;
  const { fill, ink } = LOOK[color];
  const body = 'M8 26 H112 L100 76 H20 Z';
  return (
    <svg viewBox="0 0 120 80" className="h-9 w-14 sm:h-14 sm:w-20" aria-hidden data-pattern={color}>
      <defs>
        <pattern id={id} width="12" height="12" patternUnits="userSpaceOnUse">
          {tile(color, ink)}
        </pattern>
      </defs>
      <path d="M30 26 C30 4 90 4 90 26" fill="none" stroke="#1f2937" strokeWidth="4" />
      <path d={body} fill={fill} />
      <path d={body} fill={`url(#${id})`} />
      <path d={body} fill="none" stroke="#1f2937" strokeWidth="3" />
      <rect x="4" y="20" width="112" height="10" rx="4" fill={fill} stroke="#1f2937" strokeWidth="3" />
    </svg>
  );
}

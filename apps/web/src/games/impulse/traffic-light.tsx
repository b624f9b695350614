import { Check, Hand, Hourglass, type LucideIcon } from 'lucide-react';
import { impulseMessages } from '../../locales/pt-BR/games/impulse';
import { fmt } from '../../locales/pt-BR/messages';
import type { LightColor } from './rules';

/**
 * Each light has its own place (red on top, green at the bottom, as in the street), shape and
 * icon, so nobody relies on colour alone: a circle with a check (green), a triangle with an
 * hourglass (yellow), an octagon with a raised hand (red).
 */
const LAMPS: { color: LightColor; shape: string; icon: LucideIcon; lit: string }[] = [
  {
    color: 'red',
    shape: '[clip-path:polygon(30%_0,70%_0,100%_30%,100%_70%,70%_100%,30%_100%,0_70%,0_30%)]',
    icon: Hand,
    lit: 'bg-red-600 text-white',
  },
  {
    color: 'yellow',
    shape: '[clip-path:polygon(50%_4%,100%_96%,0_96%)]',
    icon: Hourglass,
    lit: 'bg-amber-400 text-slate-900',
  },
  { color: 'green', shape: 'rounded-full', icon: Check, lit: 'bg-green-600 text-white' },
];

/** The traffic light: the lit lamp changes calmly (a slow colour fade, none with reduced motion). */
export function TrafficLight({ lit }: { lit: LightColor | null }) {
  const t = impulseMessages;
  return (
    <div
      role="img"
      aria-label={lit ? fmt(t.trafficLight, { light: t.lights[lit] }) : t.lightOff}
      data-testid="traffic-light"
      data-lit={lit ?? 'none'}
      className="flex flex-col items-center gap-2 rounded-3xl bg-slate-800 p-3"
    >
      {LAMPS.map(({ color, shape, icon: Icon, lit: litClass }) => (
        <div
          key={color}
          data-lamp={color}
          data-on={lit === color}
          className={`flex size-[min(9vh,4.5rem)] items-center justify-center transition-colors duration-700 ${shape} ${
            lit === color ? litClass : 'bg-slate-600 text-slate-400'
          }`}
        >
          <Icon aria-hidden className={`size-1/2 ${color === 'yellow' ? 'mt-[20%]' : ''}`} strokeWidth={3} />
        </div>
      ))}
    </div>
  );
}

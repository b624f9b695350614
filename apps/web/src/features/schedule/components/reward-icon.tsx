import rocket from 'openmoji/color/svg/1F680.svg?url';
import sun from 'openmoji/color/svg/1F31E.svg?url';
import trophy from 'openmoji/color/svg/1F3C6.svg?url';
import fire from 'openmoji/color/svg/1F525.svg?url';
import star from 'openmoji/color/svg/2B50.svg?url';

/**
 * The rewards' icons (emoji in the API, docs/product.md#streaks-and-rewards) drawn as the bundled
 * OpenMoji pictures, so they look the same on every device, also one without a colour emoji font
 * (docs/product.md#pictures). An icon without a picture shows as text.
 */
const PICTURES: Record<string, string> = { '⭐': star, '🌞': sun, '🔥': fire, '🏆': trophy, '🚀': rocket };

export function RewardIcon({ icon, className = 'size-10' }: { icon: string; className?: string }) {
  const picture = PICTURES[icon];
  if (!picture) {
    return (
      <span aria-hidden className="text-3xl leading-none">
        {icon}
      </span>
    );
  }
  return <img src={picture} alt="" aria-hidden className={`${className} shrink-0`} />;
}

import { UserRound } from 'lucide-react';

/** The user's picture, or a placeholder; decorative: the name is always written next to it. */
export function UserAvatar({ picture, size = 'md' }: { picture: string | null; size?: 'md' | 'lg' }) {
  const box = size === 'lg' ? 'size-16' : 'size-10';
  if (picture) {
    return (
      <img src={picture} alt="" className={`${box} shrink-0 rounded-full object-cover`} referrerPolicy="no-referrer" />
    );
  }
  return (
    <span className={`${box} flex shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800`}>
      <UserRound aria-hidden className="size-1/2" />
    </span>
  );
}

export function ChildAvatar({ name, url, size = 'md' }: { name: string; url: string | null; size?: 'md' | 'lg' }) {
  const box = size === 'lg' ? 'size-20 text-3xl' : 'size-14 text-xl';
  if (url) return <img src={url} alt="" className={`${box} rounded-full object-cover`} />;
  return (
    <span
      aria-hidden
      className={`${box} flex shrink-0 items-center justify-center rounded-full bg-amber-100 font-bold text-amber-900`}
    >
      {name.trim().charAt(0).toUpperCase()}
    </span>
  );
}

import { srcSetFor } from "../../../media/srcset";

/**
 * A concert poster in a fixed 16:9 box, so nothing jumps while it loads. Without an image
 * the box shows a calm placeholder in the hall's colours, never a broken-image icon.
 */
export function ConcertImage({
  src,
  alt,
  sizes,
  priority = false,
  className = "",
}: {
  src: string;
  alt: string;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  return (
    <div className={`relative aspect-video overflow-hidden bg-night ${className}`}>
      {src ? (
        <img
          src={src}
          srcSet={srcSetFor(src, 1600) || undefined}
          sizes={sizes}
          alt={alt}
          width={1600}
          height={900}
          loading={priority ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : undefined}
          decoding="async"
          className="size-full object-cover"
        />
      ) : (
        <div aria-hidden="true" className="absolute inset-0 bg-[radial-gradient(circle_at_30%_20%,_rgb(123_30_44/0.9),_transparent_60%)]">
          <svg viewBox="0 0 160 90" className="absolute inset-0 size-full opacity-40">
            {[40, 56, 72, 88, 104, 120].map((x) => (
              <rect key={x} x={x} y="30" width="6" height="40" rx="1.5" fill="var(--color-gold-light)" />
            ))}
            <path d="M32 28h96L80 12z" fill="var(--color-gold-light)" />
          </svg>
        </div>
      )}
    </div>
  );
}

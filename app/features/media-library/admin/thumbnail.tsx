import type { MediaItem } from "../schema";

/** An item's picture at the size a grid cell needs (AVIF first), or a video's mark. */
export function Thumbnail({ item, sizes, alt, videoLabel, className }: { item: MediaItem; sizes: string; alt: string; videoLabel: string; className?: string }) {
  if (item.kind === "video" || !item.url) {
    return (
      <div className={`flex items-center justify-center bg-night text-sm font-medium text-white ${className ?? ""}`}>
        <span>{videoLabel}</span>
      </div>
    );
  }
  return (
    <picture>
      {item.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      <img src={item.url} alt={alt} width={item.width ?? undefined} height={item.height ?? undefined} loading="lazy" decoding="async" className={`object-cover ${className ?? ""}`} />
    </picture>
  );
}

import type { NewsImage } from "#contract/schemas.ts";

/**
 * A news item's picture (ADR 0502), on a list's card (`news-card__image`) or in the article after its
 * lead (`news-article__image`): its width and height as attributes, so its place is kept before it
 * arrives (no layout shift), decoded off the main thread; `lazy` below the list's first card. `lang`:
 * the item's language where it is not the page's (the alt text is in the item's language).
 */
export function NewsPicture({ image, place, lazy = false, lang }: { image: NewsImage; place: "card" | "article"; lazy?: boolean; lang: string | undefined }) {
  return (
    <img
      className={`news-${place}__image`}
      src={image.url}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading={lazy ? "lazy" : undefined}
      decoding="async"
      lang={lang}
    />
  );
}

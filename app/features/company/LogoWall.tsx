import type { LogoWallEntry } from "#app/content/schemas.ts";
import { ExternalLink } from "./ExternalLink.tsx";

/** Outlets that reported on Matchpuls: each logo links to the outlet, its alt text is the name. */
export function LogoWall({ logos }: { logos: LogoWallEntry[] }) {
  return (
    <ul className="logo-wall">
      {logos.map((logo) => (
        <li key={logo._id}>
          <ExternalLink href={logo.url}>
            <img
              src={logo.logo.src}
              srcSet={logo.logo.srcSet}
              width={logo.logo.width}
              height={logo.logo.height}
              alt={logo.name}
              loading="lazy"
              decoding="async"
            />
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}

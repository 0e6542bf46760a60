import { href } from "#app/i18n/href.ts";
import { useSite } from "#app/i18n/use-site.ts";
import { factSheetFileName } from "./fact-sheet-file.ts";
import { describeFile } from "./format.ts";
import { SCREEN_KEYS, type PressFile } from "./press-file.ts";
import { PRESS_FILES } from "./press-files.ts";

/** The logos' previews: wide enough to judge the mark and the word, small enough for two beside each other on a phone. */
const LOGO_PREVIEW_WIDTH = 224;

const fileName = (file: PressFile) => file.path.slice(file.path.lastIndexOf("/") + 1);

/** A download link that states format and size; the hidden prefix names the file for screen readers out of its card. */
function DownloadLink({ file, name }: { file: PressFile; name: string }) {
  const { language } = useSite();
  return (
    <a href={file.path} download={fileName(file)} type={file.type}>
      <span className="visually-hidden">{name}: </span>
      {describeFile(file, language)}
    </a>
  );
}

/**
 * The press kit on the press page: the logo for light and dark backgrounds (SVG and PNG), phone
 * screenshots in the page's language and the fact sheet as PDF. The files and their sizes come
 * from app/features/company/press-kit/press-files.ts, written by scripts/press-kit/render.mjs.
 */
export function PressKit() {
  const { language, messages } = useSite();
  const texts = messages.reading.pressKit;
  const logos = [
    { key: "light", files: PRESS_FILES.logo, label: texts.logoLight },
    { key: "dark", files: PRESS_FILES.logoDark, label: texts.logoDark },
  ];
  const screens = PRESS_FILES.screenshots[language];
  return (
    <section className="content-section press-kit render-when-near" aria-labelledby="press-kit">
      <h2 id="press-kit">{texts.heading}</h2>

      <h3 id="press-kit-logo">{texts.logos}</h3>
      <ul className="press-kit__grid press-kit__grid--logos">
        {logos.map(({ key, files, label }) => (
          <li key={key} className="press-kit__item">
            <div className={`press-kit__preview press-kit__preview--${key}`}>
              <img
                src={files.svg.path}
                alt=""
                width={LOGO_PREVIEW_WIDTH}
                height={Math.round((LOGO_PREVIEW_WIDTH * files.png.height!) / files.png.width!)}
                loading="lazy"
              />
            </div>
            <p className="press-kit__name">{label}</p>
            <ul className="press-kit__links">
              <li>
                <DownloadLink file={files.svg} name={`${texts.logos}, ${label}`} />
              </li>
              <li>
                <DownloadLink file={files.png} name={`${texts.logos}, ${label}`} />
              </li>
            </ul>
          </li>
        ))}
      </ul>

      <h3 id="press-kit-screenshots">{texts.screenshots}</h3>
      <p className="press-kit__note">{texts.screenshotsNote}</p>
      <ul className="press-kit__grid press-kit__grid--screens">
        {SCREEN_KEYS.map((screen) => {
          const { png, preview } = screens[screen];
          return (
            <li key={screen} className="press-kit__item">
              <img className="press-kit__shot" src={preview.path} alt="" width={preview.width} height={preview.height} loading="lazy" />
              <p className="press-kit__name">{texts.screens[screen]}</p>
              <ul className="press-kit__links">
                <li>
                  <DownloadLink file={png} name={`${texts.screenshots}, ${texts.screens[screen]}`} />
                </li>
              </ul>
            </li>
          );
        })}
      </ul>

      <h3 id="press-kit-fact-sheet">{texts.factSheet}</h3>
      <p className="press-kit__note">{texts.factSheetText}</p>
      <p>
        <a className="button button--secondary" href={href("press-fact-sheet", language)} download={factSheetFileName(language)} type="application/pdf">
          {texts.factSheet}
          <span className="press-kit__format">PDF</span>
        </a>
      </p>
    </section>
  );
}

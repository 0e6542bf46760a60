import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { reviewEntry } from "#app/content/cockpit/entry-review.ts";
import { InGerman } from "./FallbackNote.tsx";
import { contactView, teamMemberView } from "./views/people-view.ts";

/**
 * Team members and contacts carry every language in one entry: a translation left empty in Cockpit shows the German
 * text, marked for that language only (lang="de" and a note), as the FAQ's fallbacks are.
 */
const photo = { _id: "a1", path: "/storage/uploads/x.png", mime: "image/png", width: 160, height: 160 };
const member = {
  _id: "t1",
  name: "Lena Brandt",
  role: "Gründerin",
  role_en: "Founder",
  role_it: "",
  text: "Lena hat Matchpuls gegründet.",
  text_en: "",
  text_it: "Lena ha fondato Matchpuls.",
  photo,
};

describe("German fallbacks of team members and contacts", () => {
  it("are found field by field and language by language", () => {
    const entry = reviewEntry("team", member, 0).entry!;
    expect(entry.inGerman).toEqual(["role.it", "text.en"]);
    expect(teamMemberView(entry, "en")).toMatchObject({ role: "Founder", text: "Lena hat Matchpuls gegründet.", inGerman: ["text"] });
    expect(teamMemberView(entry, "it")).toMatchObject({ role: "Gründerin", inGerman: ["role"] });
    expect(teamMemberView(entry, "de")).not.toHaveProperty("inGerman");
    const contact = reviewEntry(
      "PressContact",
      {
        _id: "c1",
        name: "Jan",
        role: "Pressesprecher",
        role_en: "Press officer",
        role_it: "Portavoce",
        responsibility: "Presseanfragen",
        responsibility_en: "",
        responsibility_it: "Richieste",
        email: "press@example.com",
        phone: "+49 40 1234567-30",
        photo,
      },
      0,
    ).entry!;
    expect(contactView(contact, "en").inGerman).toEqual(["responsibility"]);
    expect(contactView(contact, "it")).not.toHaveProperty("inGerman");
  });

  it("are marked lang=de with a note in the page's language; other texts are left as they are", () => {
    expect(
      renderToStaticMarkup(
        <InGerman when note="in German">
          Gründerin
        </InGerman>,
      ),
    ).toBe('<span lang="de">Gründerin</span><small class="fallback-note"> (in German)</small>');
    expect(
      renderToStaticMarkup(
        <InGerman when={false} note="in German">
          Founder
        </InGerman>,
      ),
    ).toBe("Founder");
  });
});

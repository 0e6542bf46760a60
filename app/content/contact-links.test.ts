import { describe, expect, it } from "vitest";
import { mailtoUri, telUri } from "./contact-links.ts";

describe("contact links", () => {
  it("turns a printed phone number into a tel: URI", () => {
    expect(telUri("+49 40 1234567-21")).toBe("tel:+4940123456721");
    expect(telUri("040 / 123 456")).toBe("tel:040123456");
  });

  it("builds mailto: links with an encoded subject and body", () => {
    expect(mailtoUri("nele.jansen@matchpuls.example")).toBe("mailto:nele.jansen@matchpuls.example");
    expect(mailtoUri("", { subject: "Job: iOS & more", body: "https://site.example/en/about/jobs/x?y=1" })).toBe(
      "mailto:?subject=Job%3A%20iOS%20%26%20more&body=https%3A%2F%2Fsite.example%2Fen%2Fabout%2Fjobs%2Fx%3Fy%3D1",
    );
  });
});

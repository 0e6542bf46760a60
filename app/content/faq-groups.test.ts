import { describe, expect, it } from "vitest";
import { groupFaqEntries } from "./faq-groups.ts";
import type { FaqFields } from "./schemas.ts";

const fields: FaqFields = {
  group: {
    name: "group",
    type: "select",
    options: {
      options: [
        { value: "app", label: "App & Bedienung" },
        { value: "premium", label: "Premium" },
        { value: "voice", label: "Sprachassistenten" },
      ],
    },
  },
};
const entry = (id: string, group: string) => ({ _id: id, question: `Q${id}`, answer: `A${id}`, group });

describe("groupFaqEntries", () => {
  it("orders groups as the field's options do, labels them and leaves empty groups out", () => {
    const groups = groupFaqEntries([entry("1", "premium"), entry("2", "app"), entry("3", "premium")], fields);
    expect(groups.map((group) => [group.id, group.label, group.entries.map((e) => e._id)])).toEqual([
      ["app", "App & Bedienung", ["2"]],
      ["premium", "Premium", ["1", "3"]],
    ]);
  });

  it("still shows entries of a group without an option, last, under their raw value", () => {
    const groups = groupFaqEntries([entry("1", "billing"), entry("2", "voice")], fields);
    expect(groups.map((group) => [group.id, group.label])).toEqual([
      ["voice", "Sprachassistenten"],
      ["billing", "billing"],
    ]);
  });

  it("works without field definitions (a service that sent none)", () => {
    expect(groupFaqEntries([entry("1", "app")], {}).map((group) => group.label)).toEqual(["app"]);
    expect(groupFaqEntries([], fields)).toEqual([]);
  });
});

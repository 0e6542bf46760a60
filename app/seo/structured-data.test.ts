import { describe, expect, it } from "vitest";
import { sportsEvent } from "./structured-data.ts";

describe("sportsEvent", () => {
  const match = {
    name: "RB Leipzig – VfB Stuttgart",
    url: "https://example.org/ergebnisse/bundesliga/rb-leipzig-vfb-stuttgart/1299",
    startDate: "2025-05-17T13:30:00.000Z",
    status: "finished",
    home: "RB Leipzig",
    away: "VfB Stuttgart",
    competition: "Bundesliga",
  };

  it("names the venue the data gives as the event's place", () => {
    expect(sportsEvent({ ...match, venue: "Lusail Stadium" }).location).toEqual({ "@type": "Place", name: "Lusail Stadium", address: "Lusail Stadium" });
  });

  it("has no place where the data names no venue, rather than the competition's name as one", () => {
    const event = sportsEvent({ ...match, venue: null });
    expect(event).not.toHaveProperty("location");
    expect(event.superEvent).toEqual({ "@type": "SportsEvent", name: "Bundesliga" });
  });
});

import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env.server.ts";

describe("configuration", () => {
  it("has embedded defaults", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.HOST).toBeUndefined();
    expect(env.SITE_URL).toBe("http://localhost:3000");
    expect(env.API_BASE_URL).toBeUndefined();
    expect(env.CONTENT_API_URL).toBeUndefined();
    expect(env.DATA_DIR).toBe("./var");
    expect(env.SMTP_URL).toBeUndefined();
  });

  it("derives SITE_URL from PORT and trims trailing slashes", () => {
    expect(parseEnv({ PORT: "8080" }).SITE_URL).toBe("http://localhost:8080");
    expect(parseEnv({ SITE_URL: "https://www.matchpuls.example/" }).SITE_URL).toBe("https://www.matchpuls.example");
    expect(parseEnv({ API_BASE_URL: "http://backend:4000/api/" }).API_BASE_URL).toBe("http://backend:4000/api");
  });

  it("treats empty values as unset", () => {
    expect(parseEnv({ SITE_URL: "", PORT: "" }).SITE_URL).toBe("http://localhost:3000");
  });

  it.each([
    [{ PORT: "abc" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ SITE_URL: "not a url" }, "SITE_URL"],
    [{ API_BASE_URL: "ftp://x" }, "API_BASE_URL"],
    [{ SMTP_URL: "http://mail" }, "SMTP_URL"],
    [{ CONTACT_TO: "nobody" }, "CONTACT_TO"],
    [{ CONTENT_API_URL: "https://cms.example" }, "CONTENT_API_TOKEN"],
  ])("names the variable of a bad value: %o", (source, name) => {
    expect(() => parseEnv(source)).toThrow(EnvError);
    expect(() => parseEnv(source)).toThrow(new RegExp(`^\\s*${name}:`, "m"));
  });

  it("never echoes secret values", () => {
    let message = "";
    try {
      parseEnv({ SMTP_URL: "http://user:s3cret-pass@mail" });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/SMTP_URL/);
    expect(message).not.toMatch(/s3cret-pass/);
  });
});

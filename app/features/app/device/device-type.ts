/**
 * Device type from the user agent: form factor and operating system. Used only by the
 * download redirect, never by pages (pages must not vary per visitor: they are cached).
 * iPadOS 13+ presents itself as macOS; such a visitor gets the store choice, which still works.
 */
export type FormFactor = "mobile" | "tablet" | "desktop";
export type OperatingSystem = "ios" | "android" | "windows" | "macos" | "other";

export interface DeviceType {
  formFactor: FormFactor;
  os: OperatingSystem;
}

export function detectDevice(userAgent: string | null | undefined): DeviceType {
  const ua = userAgent ?? "";
  const os: OperatingSystem = /iPhone|iPad|iPod/i.test(ua)
    ? "ios"
    : /Android/i.test(ua)
      ? "android"
      : /Windows NT|Windows Phone/i.test(ua)
        ? "windows"
        : /Macintosh|Mac OS X/i.test(ua)
          ? "macos"
          : "other";
  const tablet = /iPad|Tablet|PlayBook|Silk/i.test(ua) || (os === "android" && !/Mobile/i.test(ua));
  const mobile = !tablet && /Mobi|iPhone|iPod|Android|Windows Phone/i.test(ua);
  return { formFactor: tablet ? "tablet" : mobile ? "mobile" : "desktop", os };
}

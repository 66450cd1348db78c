/** The projector and laptop screens a lab is checked at (e2e/labs.spec.ts) and timed at (bench/ui.ts). */
export const SCREENS = [
  { width: 1280, height: 720 },
  { width: 1440, height: 900 },
  { width: 1920, height: 1080 },
] as const;

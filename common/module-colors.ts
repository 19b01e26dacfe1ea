/**
 * A random, mid-tone hex colour for a module made from a template or an AI outline (SPEC §9:
 * template-created modules get a random hex colour). Saturation 55-80 %, lightness 42-54 %, so
 * white text on it and it on white both stay readable.
 */
export function randomModuleColor(random: () => number = Math.random): string {
  const hue = Math.floor(random() * 360);
  const saturation = 0.55 + random() * 0.25;
  const lightness = 0.42 + random() * 0.12;
  const a = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, "0");
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`.toUpperCase();
}

/**
 * Colours given in turn to the modules of an accepted AI outline and of an imported course (the
 * first is SPEC §9's default #6366F1).
 */
export const MODULE_COLOR_CYCLE = ["#6366F1", "#0EA5E9", "#10B981", "#F59E0B", "#EC4899", "#8B5CF6"] as const;

/** The colour of the module at `index` (0-based) in MODULE_COLOR_CYCLE. */
export function cycledModuleColor(index: number): string {
  return MODULE_COLOR_CYCLE[index % MODULE_COLOR_CYCLE.length]!;
}

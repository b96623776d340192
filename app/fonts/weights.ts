/** The weights the web fonts carry (scripts/fonts/subset.ts cuts their weight axis to this range; theme.css declares it). */
export const FONT_WEIGHTS = { min: 400, max: 700 } as const;

/**
 * How the gallery pictures in public/media/gallery/ are drawn: a scene of the design space, cropped
 * for the picture's format, with an optional archive look. Which pictures exist, their file names
 * and sizes come from the app's manifest (app/features/media-library/demo-items.ts); see galleries.ts.
 */
import type { GalleryImage } from "../../../app/features/media-library/demo-items";
import type { Draw } from "../doc";
import { finish, type Look } from "../looks";
import { grain } from "../motifs/effects";
import { designView, type Raw, renderDesign } from "../raster";
import { ceilingScene, hallFromAbove, seatsFromStage } from "../scenes/auditorium";
import { boxDoor, boxesFromHall, boxInterior, champagneClose, velvetClose } from "../scenes/boxes";
import { chamberHall, doubleDoors, keysClose, pendants, pianoClose, receptionTable } from "../scenes/chamber-hall";
import { scoreStand, sectionScene, stillLife } from "../scenes/close-ups";
import { facade } from "../scenes/facade";
import { hallView } from "../scenes/main-hall";
import { backstage, corridor, dressingRoom, foyer, staircase } from "../scenes/rooms";

export type GalleryShot = {
  /** The manifest's format the crop was chosen for: "wide" (16:9) or "small" (4:3). */
  size: GalleryImage["size"];
  draw: Draw;
  look?: Look;
  /** Focus x, focus y (fractions of the design space) and zoom for the crop. */
  focus?: [number, number, number];
};

const shot = (size: GalleryShot["size"], draw: Draw, o: { look?: Look; focus?: [number, number, number] } = {}): GalleryShot => ({ size, draw, ...o });

/** How each picture in public/media/gallery/ is drawn, by its file name in the app's gallery manifest. */
export const GALLERY_SHOTS: Record<string, GalleryShot> = {
  // Home: façade, foyer, main hall, stage, orchestra, audience, organ, details.
  "home-01": shot("wide", (d) => facade(d, { time: "dusk", crowd: 0.35 })),
  "home-02": shot("small", (d) => foyer(d, { time: "evening", people: 0.5 })),
  "home-03": shot("wide", (d) => hallView(d, { stage: "orchestra", audience: 0.8, beams: 2 })),
  "home-04": shot("small", (d) => hallView(d, { stage: "orchestra", audience: 0.6, beams: 2 }), { focus: [0.5, 0.56, 1.9] }),
  "home-05": shot("small", (d) => hallView(d, { stage: "empty", beams: 3 }), { focus: [0.5, 0.32, 2.2] }),
  "home-06": shot("wide", (d) => seatsFromStage(d, { audience: 0.85 })),
  "home-07": shot("small", (d) => ceilingScene(d)),
  "home-08": shot("wide", (d) => hallFromAbove(d, { stage: "orchestra", audience: 0.6 })),
  "home-09": shot("small", (d) => facade(d, { time: "dusk" }), { focus: [0.5, 0.36, 2.6] }),
  "home-10": shot("small", (d) => stillLife(d, { inst: "violin" })),
  "home-11": shot("small", (d) => facade(d, { time: "night", crowd: 0.2 }), { focus: [0.5, 0.55, 1.35] }),
  "home-12": shot("wide", (d) => hallView(d, { stage: "piano", audience: 0.6, beams: 2 })),
  "home-13": shot("small", (d) => seatsFromStage(d, { audience: 0.5, stand: false }), { focus: [0.5, 0.2, 1.8] }),
  "home-14": shot("small", (d) => stillLife(d, { inst: "baton" })),
  // The building over the decades, in archive tones; the last one in colour.
  "hall-history-01": shot("wide", (d) => facade(d, { time: "day", scaffold: true, ararat: true }), { look: "sepia" }),
  "hall-history-02": shot("small", (d) => facade(d, { time: "day", crowd: 0.9 }), { look: "sepia", focus: [0.5, 0.62, 1.2] }),
  "hall-history-03": shot("small", (d) => hallFromAbove(d, { stage: "empty" }), { look: "sepia" }),
  "hall-history-04": shot("small", (d) => hallView(d, { stage: "empty", beams: 1, curtains: false }), { look: "duotone", focus: [0.5, 0.34, 2] }),
  "hall-history-05": shot("wide", (d) => seatsFromStage(d, { audience: 0 })),
  "hall-history-06": shot("small", (d) => facade(d, { time: "winter", crowd: 0.15 }), { look: "sepia" }),
  "hall-history-07": shot("small", (d) => ceilingScene(d, { lit: 0.8 }), { look: "duotone" }),
  "hall-history-08": shot("small", (d) => hallView(d, { stage: "orchestra", audience: 0.7, beams: 2 }), { look: "sepia", focus: [0.5, 0.5, 1.5] }),
  "hall-history-09": shot("wide", (d) => facade(d, { time: "night", crowd: 0.3 }), { look: "duotone" }),
  "hall-history-10": shot("small", (d) => foyer(d, { time: "day", people: 0.4 }), { look: "sepia" }),
  "hall-history-11": shot("wide", (d) => facade(d, { time: "dusk", crowd: 0.6 }), { focus: [0.5, 0.6, 1.15] }),
  // The orchestra through the years.
  "orchestra-history-01": shot("wide", (d) => hallView(d, { stage: "orchestra", audience: 0.7, beams: 1 }), { look: "sepia" }),
  "orchestra-history-02": shot("small", (d) => scoreStand(d), { look: "duotone" }),
  "orchestra-history-03": shot("small", (d) => sectionScene(d, "violins"), { look: "sepia" }),
  "orchestra-history-04": shot("small", (d) => sectionScene(d, "winds")),
  "orchestra-history-05": shot("small", (d) => sectionScene(d, "timpani"), { look: "sepia" }),
  "orchestra-history-06": shot("wide", (d) => hallView(d, { stage: "orchestra", audience: 0.95, young: true, beams: 2 }), { look: "duotone" }),
  "orchestra-history-07": shot("small", (d) => sectionScene(d, "cellos"), { look: "sepia" }),
  "orchestra-history-08": shot("wide", (d) => hallFromAbove(d, { stage: "orchestra", warm: 0.8 }), { look: "duotone" }),
  "orchestra-history-09": shot("small", (d) => stillLife(d, { inst: "duduk" })),
  "orchestra-history-10": shot("small", (d) => hallView(d, { stage: "orchestra", audience: 0.9, beams: 3 }), { focus: [0.5, 0.55, 1.7] }),
  // A guided tour.
  "tour-01": shot("wide", (d) => foyer(d, { time: "day" })),
  "tour-02": shot("small", (d) => staircase(d, { time: "evening" })),
  "tour-03": shot("small", (d) => corridor(d)),
  "tour-04": shot("small", (d) => backstage(d)),
  "tour-05": shot("wide", (d) => hallFromAbove(d, { stage: "empty", warm: 0.8 })),
  "tour-06": shot("small", (d) => dressingRoom(d)),
  "tour-07": shot("small", (d) => hallView(d, { stage: "stands", beams: 2, warmth: 0.75 }), { focus: [0.58, 0.5, 1.5] }),
  "tour-08": shot("small", (d) => facade(d, { time: "day" }), { focus: [0.5, 0.62, 2] }),
  "tour-09": shot("wide", (d) => seatsFromStage(d, { audience: 0 })),
  // VIP balcony.
  "vip-balcony-01": shot("wide", (d) => hallFromAbove(d, { stage: "piano", box: true })),
  "vip-balcony-02": shot("small", (d) => boxInterior(d, { table: false })),
  "vip-balcony-03": shot("small", (d) => champagneClose(d)),
  "vip-balcony-04": shot("small", (d) => velvetClose(d)),
  "vip-balcony-05": shot("wide", (d) => boxesFromHall(d, { audience: 0.6 })),
  "vip-balcony-06": shot("small", (d) => boxInterior(d, { view: false, table: true })),
  "vip-balcony-07": shot("small", (d) => hallFromAbove(d, { stage: "orchestra", box: true, audience: 0.7 })),
  "vip-balcony-08": shot("small", (d) => boxDoor(d)),
  "vip-balcony-09": shot("wide", (d) => boxInterior(d, { view: true, glasses: true })),
  // Harmony chamber hall.
  "harmony-01": shot("wide", (d) => chamberHall(d, { setup: "concert" })),
  "harmony-02": shot("small", (d) => pianoClose(d)),
  "harmony-03": shot("small", (d) => pendants(d)),
  "harmony-04": shot("wide", (d) => chamberHall(d, { setup: "reception", people: 0.6 })),
  "harmony-05": shot("small", (d) => chamberHall(d, { setup: "concert" }), { focus: [0.5, 0.75, 1.8] }),
  "harmony-06": shot("small", (d) => chamberHall(d, { setup: "quartet" }), { focus: [0.55, 0.45, 1.5] }),
  "harmony-07": shot("small", (d) => receptionTable(d)),
  "harmony-08": shot("wide", (d) => chamberHall(d, { setup: "concert", people: 0.9 })),
  "harmony-09": shot("small", (d) => keysClose(d)),
  "harmony-10": shot("small", (d) => chamberHall(d, { setup: "candles", people: 0.6 })),
  "harmony-11": shot("small", (d) => doubleDoors(d)),
  "harmony-12": shot("wide", (d) => chamberHall(d, { setup: "reception", people: 0 })),
};

/** Renders a shot at the manifest's size; the file name seeds its randomness. */
export async function renderShot(name: string, s: GalleryShot, width: number, height: number): Promise<Raw> {
  const view = s.focus ? designView(width, height, s.focus[0], s.focus[1], s.focus[2]) : undefined;
  const raw = await renderDesign(name, width, height, (d) => (s.draw(d), grain(d, 1)), view);
  return finish(raw, s.look ?? "colour", name);
}

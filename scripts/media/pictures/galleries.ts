/** Gallery pictures. */
import type { Doc } from "../doc";
import type { Look } from "../looks";
import { ceilingScene, hallFromAbove, seatsFromStage } from "../scenes/auditorium";
import { boxDoor, boxesFromHall, boxInterior, champagneClose, velvetClose } from "../scenes/boxes";
import { chamberHall, doubleDoors, keysClose, pendants, pianoClose, receptionTable } from "../scenes/chamber-hall";
import { scoreStand, sectionScene, stillLife } from "../scenes/close-ups";
import { facade } from "../scenes/facade";
import { hallView } from "../scenes/main-hall";
import { backstage, corridor, dressingRoom, foyer, staircase } from "../scenes/rooms";

type GalleryShot = {
  name: string;
  wide: boolean;
  look?: Look;
  draw: (d: Doc) => void;
  /** Focus x, focus y (fractions of the design space) and zoom for the crop. */
  focus?: [number, number, number];
};

const shot = (name: string, wide: boolean, draw: (d: Doc) => void, o: { look?: Look; focus?: [number, number, number] } = {}): GalleryShot => ({ name, wide, draw, ...o });

export const GALLERY_SHOTS: GalleryShot[] = [
  // Home: façade, foyer, main hall, stage, orchestra, audience, organ, details.
  shot("home-01", true, (d) => facade(d, { time: "dusk", crowd: 0.35 })),
  shot("home-02", false, (d) => foyer(d, { time: "evening", people: 0.5 })),
  shot("home-03", true, (d) => hallView(d, { stage: "orchestra", audience: 0.8, beams: 2 })),
  shot("home-04", false, (d) => hallView(d, { stage: "orchestra", audience: 0.6, beams: 2 }), { focus: [0.5, 0.56, 1.9] }),
  shot("home-05", false, (d) => hallView(d, { stage: "empty", beams: 3 }), { focus: [0.5, 0.32, 2.2] }),
  shot("home-06", true, (d) => seatsFromStage(d, { audience: 0.85 })),
  shot("home-07", false, (d) => ceilingScene(d)),
  shot("home-08", true, (d) => hallFromAbove(d, { stage: "orchestra", audience: 0.6 })),
  shot("home-09", false, (d) => facade(d, { time: "dusk" }), { focus: [0.5, 0.36, 2.6] }),
  shot("home-10", false, (d) => stillLife(d, { inst: "violin" })),
  shot("home-11", false, (d) => facade(d, { time: "night", crowd: 0.2 }), { focus: [0.5, 0.55, 1.35] }),
  shot("home-12", true, (d) => hallView(d, { stage: "piano", audience: 0.6, beams: 2 })),
  shot("home-13", false, (d) => seatsFromStage(d, { audience: 0.5, stand: false }), { focus: [0.5, 0.2, 1.8] }),
  shot("home-14", false, (d) => stillLife(d, { inst: "baton" })),
  // The building over the decades, in archive tones; the last one in colour.
  shot("hall-history-01", true, (d) => facade(d, { time: "day", scaffold: true, ararat: true }), { look: "sepia" }),
  shot("hall-history-02", false, (d) => facade(d, { time: "day", crowd: 0.9 }), { look: "sepia", focus: [0.5, 0.62, 1.2] }),
  shot("hall-history-03", false, (d) => hallFromAbove(d, { stage: "empty" }), { look: "sepia" }),
  shot("hall-history-04", false, (d) => hallView(d, { stage: "empty", beams: 1, curtains: false }), { look: "duotone", focus: [0.5, 0.34, 2] }),
  shot("hall-history-05", true, (d) => seatsFromStage(d, { audience: 0 })),
  shot("hall-history-06", false, (d) => facade(d, { time: "winter", crowd: 0.15 }), { look: "sepia" }),
  shot("hall-history-07", false, (d) => ceilingScene(d, { lit: 0.8 }), { look: "duotone" }),
  shot("hall-history-08", false, (d) => hallView(d, { stage: "orchestra", audience: 0.7, beams: 2 }), { look: "sepia", focus: [0.5, 0.5, 1.5] }),
  shot("hall-history-09", true, (d) => facade(d, { time: "night", crowd: 0.3 }), { look: "duotone" }),
  shot("hall-history-10", false, (d) => foyer(d, { time: "day", people: 0.4 }), { look: "sepia" }),
  shot("hall-history-11", true, (d) => facade(d, { time: "dusk", crowd: 0.6 }), { focus: [0.5, 0.6, 1.15] }),
  // The orchestra through the years.
  shot("orchestra-history-01", true, (d) => hallView(d, { stage: "orchestra", audience: 0.7, beams: 1 }), { look: "sepia" }),
  shot("orchestra-history-02", false, (d) => scoreStand(d), { look: "duotone" }),
  shot("orchestra-history-03", false, (d) => sectionScene(d, "violins"), { look: "sepia" }),
  shot("orchestra-history-04", false, (d) => sectionScene(d, "winds")),
  shot("orchestra-history-05", false, (d) => sectionScene(d, "timpani"), { look: "sepia" }),
  shot("orchestra-history-06", true, (d) => hallView(d, { stage: "orchestra", audience: 0.95, young: true, beams: 2 }), { look: "duotone" }),
  shot("orchestra-history-07", false, (d) => sectionScene(d, "cellos"), { look: "sepia" }),
  shot("orchestra-history-08", true, (d) => hallFromAbove(d, { stage: "orchestra", warm: 0.8 }), { look: "duotone" }),
  shot("orchestra-history-09", false, (d) => stillLife(d, { inst: "duduk" })),
  shot("orchestra-history-10", false, (d) => hallView(d, { stage: "orchestra", audience: 0.9, beams: 3 }), { focus: [0.5, 0.55, 1.7] }),
  // A guided tour.
  shot("tour-01", true, (d) => foyer(d, { time: "day" })),
  shot("tour-02", false, (d) => staircase(d, { time: "evening" })),
  shot("tour-03", false, (d) => corridor(d)),
  shot("tour-04", false, (d) => backstage(d)),
  shot("tour-05", true, (d) => hallFromAbove(d, { stage: "empty", warm: 0.8 })),
  shot("tour-06", false, (d) => dressingRoom(d)),
  shot("tour-07", false, (d) => hallView(d, { stage: "stands", beams: 2, warmth: 0.75 }), { focus: [0.58, 0.5, 1.5] }),
  shot("tour-08", false, (d) => facade(d, { time: "day" }), { focus: [0.5, 0.62, 2] }),
  shot("tour-09", true, (d) => seatsFromStage(d, { audience: 0 })),
  // VIP balcony.
  shot("vip-balcony-01", true, (d) => hallFromAbove(d, { stage: "piano", box: true })),
  shot("vip-balcony-02", false, (d) => boxInterior(d, { table: false })),
  shot("vip-balcony-03", false, (d) => champagneClose(d)),
  shot("vip-balcony-04", false, (d) => velvetClose(d)),
  shot("vip-balcony-05", true, (d) => boxesFromHall(d, { audience: 0.6 })),
  shot("vip-balcony-06", false, (d) => boxInterior(d, { view: false, table: true })),
  shot("vip-balcony-07", false, (d) => hallFromAbove(d, { stage: "orchestra", box: true, audience: 0.7 })),
  shot("vip-balcony-08", false, (d) => boxDoor(d)),
  shot("vip-balcony-09", true, (d) => boxInterior(d, { view: true, glasses: true })),
  // Harmony chamber hall.
  shot("harmony-01", true, (d) => chamberHall(d, { setup: "concert" })),
  shot("harmony-02", false, (d) => pianoClose(d)),
  shot("harmony-03", false, (d) => pendants(d)),
  shot("harmony-04", true, (d) => chamberHall(d, { setup: "reception", people: 0.6 })),
  shot("harmony-05", false, (d) => chamberHall(d, { setup: "concert" }), { focus: [0.5, 0.75, 1.8] }),
  shot("harmony-06", false, (d) => chamberHall(d, { setup: "quartet" }), { focus: [0.55, 0.45, 1.5] }),
  shot("harmony-07", false, (d) => receptionTable(d)),
  shot("harmony-08", true, (d) => chamberHall(d, { setup: "concert", people: 0.9 })),
  shot("harmony-09", false, (d) => keysClose(d)),
  shot("harmony-10", false, (d) => chamberHall(d, { setup: "candles", people: 0.6 })),
  shot("harmony-11", false, (d) => doubleDoors(d)),
  shot("harmony-12", true, (d) => chamberHall(d, { setup: "reception", people: 0 })),
];

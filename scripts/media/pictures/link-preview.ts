/** The link preview (Open Graph image), 1200 x 630: the façade at dusk, as JPEG for every crawler. */
import nodePath from "node:path";
import { grain } from "../motifs/effects";
import { type Job, OUT, writeTracked } from "../output";
import { designView, rawImage, renderDesign } from "../raster";
import { facade } from "../scenes/facade";

export function linkPreviewJob(): Job {
  return {
    name: "og-default",
    run: async () => {
      const raw = await renderDesign("og", 1200, 630, (d) => (facade(d, { time: "dusk", crowd: 0.25 }), grain(d, 0.8)), designView(1200, 630, 0.5, 0.52));
      await writeTracked(nodePath.join(OUT, "og-default.jpg"), await rawImage(raw).jpeg({ quality: 82, mozjpeg: true }).toBuffer());
    },
  };
}

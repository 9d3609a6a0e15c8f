/** The crop of AvatarEditor: a square window over a picture that covers it, moved and zoomed. */
export interface Crop {
  /** The picture's top-left corner in the window, in window pixels (≤ 0). */
  x: number;
  y: number;
  /** 1: the picture's short side fills the window; up to 4. */
  zoom: number;
}

export const MAX_ZOOM = 4;

/** The picture's scale (window pixels per picture pixel) at this zoom. */
export const scaleOf = (natural: { width: number; height: number }, view: number, zoom: number) =>
  (view / Math.min(natural.width, natural.height)) * zoom;

/** Keeps the picture covering the window (no empty edge). */
export function clampCrop(crop: Crop, natural: { width: number; height: number }, view: number): Crop {
  const zoom = Math.min(MAX_ZOOM, Math.max(1, crop.zoom));
  const scale = scaleOf(natural, view, zoom);
  const clamp = (v: number, size: number) => Math.min(0, Math.max(view - size * scale, v));
  return { zoom, x: clamp(crop.x, natural.width), y: clamp(crop.y, natural.height) };
}

/** The picture centred in the window at zoom 1. */
export function centredCrop(natural: { width: number; height: number }, view: number): Crop {
  const scale = scaleOf(natural, view, 1);
  return { zoom: 1, x: (view - natural.width * scale) / 2, y: (view - natural.height * scale) / 2 };
}

/** Zooms about the window's centre. */
export function zoomed(crop: Crop, zoom: number, natural: { width: number; height: number }, view: number): Crop {
  const before = scaleOf(natural, view, crop.zoom);
  const after = scaleOf(natural, view, Math.min(MAX_ZOOM, Math.max(1, zoom)));
  const c = view / 2;
  return clampCrop(
    { zoom, x: c - ((c - crop.x) / before) * after, y: c - ((c - crop.y) / before) * after },
    natural,
    view,
  );
}

/** The square of the picture the window shows, in picture pixels. */
export function sourceSquare(crop: Crop, natural: { width: number; height: number }, view: number) {
  const scale = scaleOf(natural, view, crop.zoom);
  return { sx: -crop.x / scale, sy: -crop.y / scale, size: view / scale };
}

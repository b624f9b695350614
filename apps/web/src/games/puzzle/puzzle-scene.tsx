import { SCENE_ART } from './puzzle-art';
import type { SceneKey } from './puzzle-data';
import { GRID } from './rules';

/** The scene is drawn in SCENE_SIZE units; each piece shows one cell of it through its viewBox. */
export const SCENE_SIZE = 300;
const CELL = SCENE_SIZE / GRID;

function SceneContent({ scene }: { scene: SceneKey }) {
  const art = SCENE_ART[scene];
  return (
    <>
      {art.bands.map((b) => (
        <rect key={b.y} x={0} y={b.y} width={SCENE_SIZE} height={b.height} fill={b.fill} />
      ))}
      {art.items.map((item) => (
        <image key={`${item.x},${item.y}`} href={item.art} x={item.x} y={item.y} width={item.size} height={item.size} />
      ))}
    </>
  );
}

/** The whole picture, for reference. */
export function ScenePreview({ scene, label, className }: { scene: SceneKey; label: string; className?: string }) {
  return (
    <svg viewBox={`0 0 ${SCENE_SIZE} ${SCENE_SIZE}`} role="img" aria-label={label} className={className}>
      <SceneContent scene={scene} />
    </svg>
  );
}

/** One piece: the cell of the scene where `piece` belongs. */
export function ScenePiece({ scene, piece }: { scene: SceneKey; piece: number }) {
  const x = (piece % GRID) * CELL;
  const y = Math.floor(piece / GRID) * CELL;
  return (
    <svg viewBox={`${x} ${y} ${CELL} ${CELL}`} aria-hidden className="size-full" data-piece={piece}>
      <SceneContent scene={scene} />
    </svg>
  );
}

import { SCENE_ART } from './puzzle-art';
import type { PuzzleGrid, SceneKey } from './puzzle-data';

/** The scene is drawn in SCENE_SIZE units; each piece shows one cell of it through its viewBox. */
export const SCENE_SIZE = 300;

interface SceneProps {
  scene: SceneKey;
  /** The cut (pieces per side): the scene shows one picture per piece. */
  grid: PuzzleGrid;
}

function SceneContent({ scene, grid }: SceneProps) {
  const art = SCENE_ART[scene];
  return (
    <>
      {art.bands.map((b) => (
        <rect key={b.y} x={0} y={b.y} width={SCENE_SIZE} height={b.height} fill={b.fill} />
      ))}
      {art.items[grid].map((item) => (
        <image key={`${item.x},${item.y}`} href={item.art} x={item.x} y={item.y} width={item.size} height={item.size} />
      ))}
    </>
  );
}

/** The whole picture, for reference. */
export function ScenePreview({ scene, grid, label, className }: SceneProps & { label: string; className?: string }) {
  return (
    <svg viewBox={`0 0 ${SCENE_SIZE} ${SCENE_SIZE}`} role="img" aria-label={label} className={className}>
      <SceneContent scene={scene} grid={grid} />
    </svg>
  );
}

/** One piece: the cell of the scene where `piece` belongs. */
export function ScenePiece({ scene, grid, piece }: SceneProps & { piece: number }) {
  const cell = SCENE_SIZE / grid;
  const x = (piece % grid) * cell;
  const y = Math.floor(piece / grid) * cell;
  return (
    <svg viewBox={`${x} ${y} ${cell} ${cell}`} aria-hidden className="size-full" data-piece={piece}>
      <SceneContent scene={scene} grid={grid} />
    </svg>
  );
}

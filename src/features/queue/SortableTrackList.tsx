/**
 * The queue's rows, reordered by their handles: dragged with a finger or a mouse, or moved with the keyboard
 * (Space or Enter picks a row up, the arrows move it, Space or Enter drops it, Escape puts it back). dnd-kit does
 * the pointer, touch, auto-scroll and screen-reader work; it loads with the queue panel only.
 */
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { Naat } from '../../api/types';
import { GripIcon } from '../../components/controlIcons';
import { TrackRow, useTrackMarks, type TrackListProps, type TrackRowProps } from '../player/TrackList';

function SortableRow(props: Omit<TrackRowProps, 'handle' | 'rowRef' | 'rowProps'>) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: props.naat.id,
    });
  return (
    <TrackRow
      {...props}
      rowRef={setNodeRef}
      rowProps={{
        style: { transform: CSS.Translate.toString(transform), transition },
        className: isDragging ? 'is-dragging' : '',
      }}
      handle={
        <button
          type="button"
          ref={setActivatorNodeRef}
          className="icon-button track-handle"
          aria-label={`Reorder "${props.naat.title}"`}
          {...attributes}
          {...listeners}
        >
          <GripIcon size={18} />
        </button>
      }
    />
  );
}

const position = (ids: readonly UniqueIdentifier[], id: UniqueIdentifier | undefined) =>
  id === undefined ? 0 : ids.indexOf(id) + 1;

function announcements(tracks: readonly Naat[]): Announcements {
  const ids = tracks.map((naat) => naat.id);
  const title = (id: UniqueIdentifier) => tracks.find((naat) => naat.id === id)?.title ?? '';
  const where = (id: UniqueIdentifier | undefined) => `position ${position(ids, id)} of ${ids.length}`;
  return {
    onDragStart: ({ active }) => `Picked up "${title(active.id)}" at ${where(active.id)}.`,
    onDragOver: ({ active, over }) => `"${title(active.id)}" is now at ${where(over?.id)}.`,
    onDragEnd: ({ active, over }) => `"${title(active.id)}" dropped at ${where(over?.id)}.`,
    onDragCancel: ({ active }) =>
      `Reordering cancelled; "${title(active.id)}" is back at ${where(active.id)}.`,
  };
}

const INSTRUCTIONS =
  'To reorder, press Space or Enter on a row handle, move it with the arrow keys, then press Space or Enter ' +
  'to drop it, or Escape to cancel.';

export function SortableTrackList({
  label,
  tracks,
  isPlaying,
  onPlay,
  onRemove,
  removeLabel,
  onMove,
}: TrackListProps & { onMove: (from: number, to: number) => void }) {
  const { currentId, upNextId, list } = useTrackMarks(isPlaying);
  const sensors = useSensors(
    // A few pixels of movement before a drag starts, so a tap on the handle is not a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = tracks.map((naat) => naat.id);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id)));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: announcements(tracks),
        screenReaderInstructions: { draggable: INSTRUCTIONS },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol className="track-list" aria-label={label} ref={list}>
          {tracks.map((naat, index) => (
            <SortableRow
              key={naat.id}
              naat={naat}
              index={index}
              current={naat.id === currentId}
              upNext={naat.id === upNextId}
              onPlay={onPlay}
              onRemove={onRemove}
              removeLabel={removeLabel}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

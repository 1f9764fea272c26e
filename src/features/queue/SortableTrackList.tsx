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
import { TrackRow, useTrackMarks, type TrackListProps, type TrackRowProps } from './TrackList';
import { useT } from '../../i18n/useT';
import { t as translate } from '../../i18n/i18n';

function SortableRow(props: Omit<TrackRowProps, 'handle' | 'rowRef' | 'rowProps'>) {
  const t = useT();
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
          aria-label={t('queue.reorder', { title: props.naat.title })}
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
  const where = (id: UniqueIdentifier | undefined) =>
    translate('queue.position', { position: position(ids, id), count: ids.length });
  return {
    onDragStart: ({ active }) =>
      translate('queue.pickedUp', { title: title(active.id), where: where(active.id) }),
    onDragOver: ({ active, over }) =>
      translate('queue.movedTo', { title: title(active.id), where: where(over?.id) }),
    onDragEnd: ({ active, over }) =>
      translate('queue.dropped', { title: title(active.id), where: where(over?.id) }),
    onDragCancel: ({ active }) =>
      translate('queue.cancelled', { title: title(active.id), where: where(active.id) }),
  };
}

export function SortableTrackList({
  label,
  tracks,
  isPlaying,
  onPlay,
  onRemove,
  removeLabel,
  onMove,
}: TrackListProps & { onMove: (from: number, to: number) => void }) {
  const t = useT();
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
        screenReaderInstructions: { draggable: t('queue.instructions') },
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

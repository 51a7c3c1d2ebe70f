import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  arrayMove,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import type { ReactNode } from 'react';
import { useT } from '../../../i18n/I18nProvider';

/**
 * A list whose order changes by dragging a row's handle, or with the keyboard (part 2 §4 "task order within a template
 * can be changed"; keyboard accessible): focus the handle, space picks the row up, the arrow keys move it,
 * space drops it, escape cancels; @dnd-kit announces each step to screen readers. Moving calls `onReorder` with the ids
 * in their new order.
 */
export function SortableItems<T extends { id: string }>(props: {
  items: readonly T[];
  label: string;
  disabled?: boolean;
  itemLabel: (item: T) => string;
  render: (item: T) => ReactNode;
  onReorder: (ids: string[]) => void;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = props.items.map((item) => item.id);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    props.onReorder(arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <List aria-label={props.label} disablePadding>
          {props.items.map((item) => (
            <SortableRow key={item.id} id={item.id} label={props.itemLabel(item)} disabled={props.disabled}>
              {props.render(item)}
            </SortableRow>
          ))}
        </List>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({
  id,
  label,
  disabled,
  children,
}: {
  id: string;
  label: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  const t = useT();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    disabled,
  });
  return (
    <ListItem
      ref={setNodeRef}
      divider
      data-testid="template-item"
      sx={{
        transform: CSS.Transform.toString(transform),
        transition,
        bgcolor: isDragging ? 'action.hover' : undefined,
        gap: 1,
        alignItems: 'flex-start',
      }}
    >
      {!disabled && (
        <IconButton
          ref={setActivatorNodeRef}
          size="small"
          aria-label={`${label}: ${t('DRAG_TO_REORDER')}`}
          {...attributes}
          {...listeners}
          sx={{ cursor: 'grab', mt: 0.5 }}
        >
          <DragIndicatorIcon fontSize="small" />
        </IconButton>
      )}
      <Box sx={{ flexGrow: 1 }}>{children}</Box>
    </ListItem>
  );
}

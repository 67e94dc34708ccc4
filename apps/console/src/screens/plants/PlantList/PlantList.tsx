import { plantCalls } from '@veritag/api';
import { paths } from '#app/app/paths';
import { go } from '#app/app/navigation';
import { defineList, ListScreen } from '#app/kit/list/ListScreen';
import { plantColumns } from './plant-columns';
import { viewPlant } from './view-plant';

/** Spec 002 section 2: the plant list with Add, and Edit, View and Delete per row by the Plant privilege. */
const plantList = defineList({
  title: 'Plant',
  trail: [{ label: 'Master' }],
  call: plantCalls.list,
  columns: plantColumns,
  getRowId: (plant) => String(plant.id),
  describeRow: (plant) => plant.name,
  headerActions: [{ label: 'Add', call: plantCalls.create, to: paths.plantAdd }],
  rowActions: [
    {
      label: 'Edit',
      call: plantCalls.update,
      onAction: (plant) => go(paths.plantEdit, { id: plant.id }),
    },
    { label: 'View', call: plantCalls.get, onAction: (plant) => void viewPlant(plant) },
  ],
  remove: { call: plantCalls.remove, idOf: (plant) => plant.id },
});

/** Who may open this screen: whoever the server lets make its list call. */
export const access = plantCalls.list.access;

export default function PlantList() {
  return <ListScreen declaration={plantList} />;
}

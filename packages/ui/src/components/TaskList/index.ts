export { TaskList, type TaskListProps, type TaskItem, type TaskState } from './TaskList.tsx';

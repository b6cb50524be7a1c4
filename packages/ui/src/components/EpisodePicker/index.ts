export { EpisodePicker, type EpisodePickerProps, type PickerChannel, type PickerEpisode } from './EpisodePicker.tsx';

/** The Content area's pages under /console/content: the video list, an upload's job, a video's edit page. */
import { Route, Routes } from 'react-router-dom';
import { JobPage } from './JobPage.tsx';
import { VideoEditPage } from './VideoEditPage.tsx';
import { VideosPage } from './VideosPage.tsx';

export default function ContentPages() {
  return (
    <Routes>
      <Route index element={<VideosPage />} />
      <Route path="jobs/:id" element={<JobPage />} />
      <Route path="videos/:code" element={<VideoEditPage />} />
    </Routes>
  );
}

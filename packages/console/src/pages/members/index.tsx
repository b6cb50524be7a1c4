/** 会员: search, and a member's view at /console/members/<code>. */
import { Route, Routes } from 'react-router-dom';
import { MemberSearchPage } from './MemberSearchPage.tsx';
import { MemberViewPage } from './MemberViewPage.tsx';

export default function MembersArea() {
  return (
    <Routes>
      <Route index element={<MemberSearchPage />} />
      <Route path=":code" element={<MemberViewPage />} />
    </Routes>
  );
}

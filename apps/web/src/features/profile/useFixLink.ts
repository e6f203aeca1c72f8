import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { dialogFixing, FIX_PARAM, type ProfileDialog } from './profileFix';

type Options = {
  /** The profile shown, and the signed-in person (null: unknown); undefined while they load. */
  profileId: string | undefined;
  selfId: string | null | undefined;
  /** The viewer may change this profile (`_can.update`). */
  editable: boolean;
  /** Whether the viewer may use that dialog (the skills of a type need its tag right). */
  may: (dialog: ProfileDialog) => boolean;
  open: (dialog: ProfileDialog) => void;
};

/**
 * A campaign mail's link (`/profile/{id}?fix=job_title`): on one's own profile, opens the dialog
 * that fixes that field; on anyone else's, nothing. Either way the address then forgets `?fix`
 * (replacing its history entry), so going back does not open it again.
 */
export function useFixLink({ profileId, selfId, editable, may, open }: Options) {
  const [search, setSearch] = useSearchParams();
  const fix = search.get(FIX_PARAM);
  const ready = fix !== null && profileId !== undefined && selfId !== undefined;
  const [handled, setHandled] = useState<string | null>(null);

  // Decided while rendering, once per link, as soon as both people are known.
  if (ready && handled !== fix) {
    setHandled(fix);
    const wanted = selfId === profileId && editable ? dialogFixing(fix) : undefined;
    if (wanted && may(wanted)) open(wanted);
  }
  if (fix === null && handled !== null) setHandled(null);

  useEffect(() => {
    if (!ready) return;
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(FIX_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [ready, setSearch]);
}

import { useSearchParams } from 'react-router';

/**
 * A yes/no filter of a list kept in the address as `?{name}=true` (a list page's own parameter,
 * named in its `ListSpec.keep`): turning it back to page 1, as any change of filters does.
 */
export function useAddressSwitch(name: string): [boolean, (checked: boolean) => void] {
  const [params, setParams] = useSearchParams();
  const set = (checked: boolean) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete('page');
      if (checked) next.set(name, 'true');
      else next.delete(name);
      return next;
    });
  return [params.get(name) === 'true', set];
}

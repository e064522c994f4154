-- All Users' search stops counting (issue 31, decision 090).
--
-- private.staff_people_matching(pattern) returned every account whose e-mail or name held the
-- pattern: a word every address holds ('example', or one letter, which no trigram index serves)
-- named all 20,000 accounts, twice a page (the page and its counts), 300-500 ms at a year's
-- volume. It now takes the most it should return and stops there: its two reads are joined by
-- `union all` (an account whose e-mail matched is not read again for its name), so a limit ends
-- the scans once it has enough, where `union` read everything to remove duplicates first. Without
-- a limit (null) it returns every match, as before.
drop function private.staff_people_matching(text);

create function private.staff_people_matching(p_pattern text, p_limit integer default null) returns setof uuid
language plpgsql
stable
security definer
set search_path = ''
rows 100
as $$
begin
  if not (select private.is_admin()) then
    return;
  end if;
  return query
    select e.user_id from private.person_emails e where e.email ilike p_pattern escape '\'
    union all
    select p.id from public.profiles p
    where p.name ilike p_pattern escape '\'
      and not exists (
        select 1 from private.person_emails e where e.user_id = p.id and e.email ilike p_pattern escape '\')
    limit p_limit;
end;
$$;
revoke execute on function private.staff_people_matching(text, integer) from public, anon;
grant execute on function private.staff_people_matching(text, integer) to authenticated;

-- The generations of fissile 0.10.0 to 2.0.1 (fissile-0.12), 5.0.0 (fissile-5.0), 5.1.0 (fissile-5.1) and 5.2.0
-- (fissile-5.2) join those a user may choose for a manifest; fissile-4 now stands for 2.0.2 to 4.0.0 and fissile-5
-- for 5.3.0. Written with = ANY (ARRAY[...]) as V12 and V13, which H2 2.4 keeps valid across sessions.

alter table manifest drop constraint ck_manifest_fissile_generation;
alter table manifest add constraint ck_manifest_fissile_generation check (fissile_generation is null
	or fissile_generation = any (array['fissile-0.12', 'fissile-4', 'fissile-5.0', 'fissile-5.1', 'fissile-5.2',
		'fissile-5', 'fissile-6', 'fissile-7', 'fissile-7-features', 'fissile-7-final']));

-- The manifest list is sorted by name, then id (ManifestService.list). With this index PostgreSQL reads a page of the
-- whole list in order from the index instead of sorting every manifest for each page. Runs unchanged on H2.
create index ix_manifest_name_id on manifest (name, id);

-- Spring Session JDBC's tables: the signed-in sessions live in the database, so that every instance of the
-- application behind a load balancer knows every session (no sticky sessions needed). The definitions are those of
-- Spring Session's own schema-postgresql.sql (org/springframework/session/jdbc in spring-session-jdbc); its
-- schema-h2.sql differs only in LONGVARBINARY for BYTEA, which H2 (MODE=PostgreSQL) also accepts. Spring Session is
-- told not to create them itself (spring.session.jdbc.initialize-schema=never): Flyway owns the schema.
-- Expired sessions are deleted by Spring Session's cleanup job (spring.session.jdbc.cleanup-cron, every minute).

create table spring_session (
	primary_id char(36) not null,
	session_id char(36) not null,
	creation_time bigint not null,
	last_access_time bigint not null,
	max_inactive_interval int not null,
	expiry_time bigint not null,
	principal_name varchar(100),
	constraint spring_session_pk primary key (primary_id)
);

create unique index spring_session_ix1 on spring_session (session_id);
create index spring_session_ix2 on spring_session (expiry_time);
create index spring_session_ix3 on spring_session (principal_name);

create table spring_session_attributes (
	session_primary_id char(36) not null,
	attribute_name varchar(200) not null,
	attribute_bytes bytea not null,
	constraint spring_session_attributes_pk primary key (session_primary_id, attribute_name),
	constraint spring_session_attributes_fk foreign key (session_primary_id) references spring_session (primary_id)
		on delete cascade
);

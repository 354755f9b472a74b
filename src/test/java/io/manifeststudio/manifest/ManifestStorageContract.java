package io.manifeststudio.manifest;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.annotation.Import;
import org.springframework.dao.DataIntegrityViolationException;
import org.springframework.data.domain.Page;
import org.springframework.data.domain.PageRequest;
import org.springframework.data.domain.Sort;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.test.context.transaction.TestTransaction;
import org.springframework.transaction.annotation.Propagation;
import org.springframework.transaction.annotation.Transactional;

import io.manifeststudio.manifest.model.FissileGeneration;
import io.manifeststudio.manifest.model.FormatEra;
import io.manifeststudio.manifest.model.InstanceGroup;
import io.manifeststudio.manifest.model.InvalidManifestRequestException;
import io.manifeststudio.manifest.model.ManifestCodec;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.manifest.yaml.ManifestParseException;
import io.manifeststudio.manifest.yaml.ManifestText;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * What the manifest store must do on every database: the same tests run on H2
 * ({@link ManifestStorageH2Tests}) and on the real PostgreSQL
 * ({@link ManifestStoragePostgresTests}). Each test runs in a transaction that is rolled
 * back (declared here: Spring looks for it on the class that declares the test method).
 * Tests that need several transactions at once (concurrent writers) run outside it and
 * clean up after themselves.
 */
@Transactional
@Import({ ManifestService.class, ParsedManifestCache.class, ManifestCodec.class })
abstract class ManifestStorageContract {

	static final String V2 = """
			# a comment that must survive
			instance_groups:
			- name: main
			  jobs:
			  - name: main-job
			    release: demo
			  run:
			    scaling: {min: 1, max: 3}
			""";

	static final String V3 = """
			instance_groups:
			- name: main
			  jobs:
			  - name: main-job
			    release: demo
			    properties:
			      bosh_containerization:
			        pod-security-policy: privileged
			        run: {scaling: {min: 0, max: 1}}
			""";

	static final String V1 = """
			roles:
			- name: legacy
			  jobs: []
			""";

	@Autowired
	ManifestService service;

	@Autowired
	ManifestRepository manifests;

	@Autowired
	DraftRepository drafts;

	@Autowired
	RevisionRepository revisions;

	@Autowired
	JdbcTemplate jdbc;

	private final List<Long> committed = java.util.Collections.synchronizedList(new ArrayList<>());

	@AfterEach
	void deleteCommittedManifests() {
		// Rows written outside the test transaction are not rolled back; the foreign keys
		// cascade.
		this.committed.forEach((id) -> this.jdbc.update("delete from manifest where id = ?", id));
	}

	@Test
	void testsRunInATransactionThatIsRolledBack() {
		assertThat(TestTransaction.isActive()).isTrue();
		assertThat(TestTransaction.isFlaggedForRollback()).isTrue();
	}

	@Test
	void importStoresTheDraftExactlyAsSubmittedAtVersionOne() {
		StoredManifest stored = this.service.importManifest(unique("scf"), bytes(V2), "alice");

		StoredManifest read = this.service.get(stored.id());
		assertThat(read.name()).isEqualTo(stored.name());
		assertThat(read.createdBy()).isEqualTo("alice");
		assertThat(read.latestRevision()).isZero();
		assertThat(read.format()).isEqualTo(FormatEra.V2_INSTANCE_GROUPS);
		Draft draft = read.draft();
		assertThat(draft.content()).isEqualTo(V2);
		assertThat(draft.contentHash()).isEqualTo(ManifestText.sha256(V2)).hasSize(64);
		assertThat(draft.version()).isEqualTo(1);
		assertThat(draft.updatedBy()).isEqualTo("alice");
		assertThat(draft.updatedAt()).isEqualTo(stored.draft().updatedAt());
		assertThat(draft.hasUnsavedChanges()).isTrue();
		assertThat(this.service.revisions(stored.id())).isEmpty();
	}

	@Test
	void aDraftReadWithTheContentItsHashNamesIsTheRowAsStored() {
		StoredManifest stored = this.service.importManifest(unique("texts"), bytes(V2), "alice");
		// Not held yet (the import wrote it): read whole, then held.
		Draft first = this.service.draft(stored.id());
		Draft replaced = this.service.replaceDraft(stored.id(), bytes(V3), first.version(), "bob");
		// Held since the replacement wrote it: the row is read without it.
		Draft again = this.service.draft(stored.id());

		assertThat(again).isEqualTo(replaced);
		assertThat(again.content()).isEqualTo(V3)
			.isEqualTo(this.jdbc.queryForObject("select content from manifest_draft where manifest_id = ?",
					String.class, stored.id()));
		assertThat(again.contentHash()).isEqualTo(ManifestText.sha256(V3));
		assertThat(again.version()).isEqualTo(first.version() + 1);
		assertThat(again.updatedBy()).isEqualTo("bob");
		assertThat(first.content()).isEqualTo(V2);
	}

	@Test
	void importRecordsTheFormatEraAndDefaultsTheAuthor() {
		StoredManifest stored = this.service.importManifest(unique("legacy"), bytes(V1), "  ");

		assertThat(this.service.get(stored.id()).format()).isEqualTo(FormatEra.V1_ROLES);
		assertThat(stored.createdBy()).isEqualTo("anonymous");
	}

	@Test
	void aChosenFissileGenerationIsStoredAndCanBeCleared() {
		StoredManifest stored = this.service.importManifest(unique("era"), bytes(V3), "alice");
		assertThat(stored.generation()).as("inferred until chosen").isNull();

		StoredManifest chosen = this.service.chooseGeneration(stored.id(), FissileGeneration.FISSILE_7);

		assertThat(chosen.generation()).isEqualTo(FissileGeneration.FISSILE_7);
		assertThat(this.service.get(stored.id()).generation()).isEqualTo(FissileGeneration.FISSILE_7);
		assertThat(this.jdbc.queryForObject("select fissile_generation from manifest where id = ?", String.class,
				stored.id()))
			.isEqualTo("fissile-7");
		assertThat(this.service.chooseGeneration(stored.id(), null).generation()).isNull();
		assertThat(this.jdbc.queryForObject("select fissile_generation from manifest where id = ?", String.class,
				stored.id()))
			.isNull();
	}

	@Test
	void theFissile4GenerationOfV13IsStoredForARolesManifest() {
		StoredManifest stored = this.service.importManifest(unique("early"), bytes(V1), "alice");
		assertThat(this.service.chooseGeneration(stored.id(), FissileGeneration.FISSILE_4).generation())
			.isEqualTo(FissileGeneration.FISSILE_4);
		assertThat(this.jdbc.queryForObject("select fissile_generation from manifest where id = ?", String.class,
				stored.id()))
			.isEqualTo("fissile-4");
	}

	@Test
	void theEarlyGenerationsOfV18AreStoredForARolesManifest() {
		StoredManifest stored = this.service.importManifest(unique("hcf"), bytes(V1), "alice");
		for (FissileGeneration generation : List.of(FissileGeneration.FISSILE_0_12, FissileGeneration.FISSILE_5_0,
				FissileGeneration.FISSILE_5_1, FissileGeneration.FISSILE_5_2)) {
			assertThat(this.service.chooseGeneration(stored.id(), generation).generation()).isEqualTo(generation);
			assertThat(this.jdbc.queryForObject("select fissile_generation from manifest where id = ?", String.class,
					stored.id()))
				.isEqualTo(generation.id());
		}
	}

	@Test
	void aGenerationThatDoesNotReadTheFormatIsRefusedAndTheDatabaseOnlyTakesKnownOnes() {
		StoredManifest stored = this.service.importManifest(unique("era"), bytes(V2), "alice");
		assertThatThrownBy(() -> this.service.chooseGeneration(stored.id(), FissileGeneration.FISSILE_7))
			.isInstanceOf(InvalidManifestRequestException.class)
			.hasMessage("fissile-7 does not read the manifest's v2 format (instance_groups): choose one of fissile-6");
		assertThat(this.service.get(stored.id()).generation()).isNull();
		assertThatThrownBy(() -> this.jdbc.update("update manifest set fissile_generation = 'fissile-9' where id = ?",
				stored.id()))
			.isInstanceOf(DataIntegrityViolationException.class);
	}

	@Test
	void aChoiceForAnotherFormatNoLongerAppliesAfterTheDraftChangesFormat() {
		StoredManifest stored = this.service.importManifest(unique("era"), bytes(V3), "alice");
		this.service.chooseGeneration(stored.id(), FissileGeneration.FISSILE_7);
		this.service.replaceDraft(stored.id(), bytes(V2), stored.draft().version(), "alice");
		StoredManifest after = this.service.get(stored.id());
		assertThat(after.chosenGeneration()).isEqualTo(FissileGeneration.FISSILE_7);
		assertThat(after.generation()).isNull();
	}

	@Test
	void importOfTextThatIsNotARoleManifestStoresNothing() {
		long before = this.manifests.count();
		String name = unique("broken");

		assertThatExceptionOfType(ManifestParseException.class)
			.isThrownBy(() -> this.service.importManifest(name, bytes("instance_groups: [\n  - name: x\n  bad"), "a"))
			.satisfies((ex) -> assertThat(ex.line()).isPositive());
		assertThatExceptionOfType(ManifestParseException.class)
			.isThrownBy(() -> this.service.importManifest(name, new byte[] { 'a', ':', ' ', (byte) 0xC3, 0x28 }, "a"))
			.withMessageContaining("not UTF-8");

		assertThat(this.manifests.count()).isEqualTo(before);
		assertThat(this.manifests.existsByName(name)).isFalse();
	}

	@Test
	void namesAreUnique() {
		String name = unique("twice");
		this.service.importManifest(name, bytes(V2), "a");

		assertThatExceptionOfType(DuplicateManifestNameException.class)
			.isThrownBy(() -> this.service.importManifest(name, bytes(V1), "b"))
			.withMessageContaining(name);
	}

	@Test
	void blankNameIsRefused() {
		assertThatExceptionOfType(InvalidManifestRequestException.class)
			.isThrownBy(() -> this.service.importManifest(" ", bytes(V2), "a"))
			.satisfies((ex) -> assertThat(ex.field()).isEqualTo("name"));
	}

	@Test
	void replaceDraftWithTheCurrentVersionBumpsItAndForgetsTheSavedRevision() {
		StoredManifest stored = this.service.importManifest(unique("edit"), bytes(V2), "alice");
		this.service.saveRevision(stored.id(), "first", "alice");
		assertThat(this.service.draft(stored.id()).savedAsRevision()).isEqualTo(1);

		String changed = V2.replace("max: 3", "max: 5");
		Draft draft = this.service.replaceDraft(stored.id(), bytes(changed), 1, "bob");

		assertThat(draft.version()).isEqualTo(2);
		assertThat(draft.content()).isEqualTo(changed);
		assertThat(draft.contentHash()).isEqualTo(ManifestText.sha256(changed));
		assertThat(draft.updatedBy()).isEqualTo("bob");
		assertThat(draft.hasUnsavedChanges()).isTrue();
		assertThat(this.service.draft(stored.id())).isEqualTo(draft);
	}

	@Test
	void replaceDraftMayChangeTheFormatEra() {
		StoredManifest stored = this.service.importManifest(unique("era"), bytes(V2), "alice");

		Draft draft = this.service.replaceDraft(stored.id(), bytes(V1), 1, "alice");

		assertThat(draft.format()).isEqualTo(FormatEra.V1_ROLES);
		assertThat(this.service.list(stored.name(), PageRequest.of(0, 5)).getContent().get(0).format())
			.isEqualTo(FormatEra.V1_ROLES);
	}

	@Test
	void replaceDraftWithAStaleVersionWritesNothing() {
		StoredManifest stored = this.service.importManifest(unique("stale"), bytes(V2), "alice");
		this.service.replaceDraft(stored.id(), bytes(V2 + "# two\n"), 1, "alice");

		assertThatExceptionOfType(StaleDraftException.class)
			.isThrownBy(() -> this.service.replaceDraft(stored.id(), bytes(V1), 1, "bob"))
			.satisfies((ex) -> {
				assertThat(ex.expectedVersion()).isEqualTo(1);
				assertThat(ex.currentVersion()).isEqualTo(2);
			});
		Draft draft = this.service.draft(stored.id());
		assertThat(draft.content()).isEqualTo(V2 + "# two\n");
		assertThat(draft.updatedBy()).isEqualTo("alice");
	}

	@Test
	void replaceDraftWithBadYamlWritesNothing() {
		StoredManifest stored = this.service.importManifest(unique("keep"), bytes(V2), "alice");

		assertThatExceptionOfType(ManifestParseException.class)
			.isThrownBy(() -> this.service.replaceDraft(stored.id(), bytes("a: !!java.io.File x"), 1, "bob"));

		assertThat(this.service.draft(stored.id()).version()).isEqualTo(1);
		assertThat(this.service.draft(stored.id()).content()).isEqualTo(V2);
	}

	@Test
	void unknownIdsAndRevisionsAreNotFound() {
		StoredManifest stored = this.service.importManifest(unique("known"), bytes(V2), "alice");

		assertThatExceptionOfType(ManifestNotFoundException.class).isThrownBy(() -> this.service.get(-5));
		assertThatExceptionOfType(ManifestNotFoundException.class).isThrownBy(() -> this.service.draft(-5));
		assertThatExceptionOfType(ManifestNotFoundException.class).isThrownBy(() -> this.service.revisions(-5));
		assertThatExceptionOfType(ManifestNotFoundException.class).isThrownBy(() -> this.service.revision(-5, 1));
		assertThatExceptionOfType(ManifestNotFoundException.class)
			.isThrownBy(() -> this.service.saveRevision(-5, "m", "a"));
		assertThatExceptionOfType(ManifestNotFoundException.class)
			.isThrownBy(() -> this.service.replaceDraft(-5, bytes(V2), 1, "a"));
		assertThatExceptionOfType(RevisionNotFoundException.class)
			.isThrownBy(() -> this.service.revision(stored.id(), 1));
	}

	@Test
	void revisionsAreNumberedFromOneAndListedNewestFirst() {
		StoredManifest stored = this.service.importManifest(unique("revs"), bytes(V2), "alice");
		Revision first = this.service.saveRevision(stored.id(), "Imported", "alice");
		this.service.replaceDraft(stored.id(), bytes(V1), 1, "bob");
		Revision second = this.service.saveRevision(stored.id(), "Back to roles", "bob");

		assertThat(first.number()).isEqualTo(1);
		assertThat(second.number()).isEqualTo(2);
		assertThat(this.service.revisions(stored.id())).extracting(RevisionSummary::number).containsExactly(2, 1);
		// a page at a time: the newest, then those below a number
		assertThat(this.service.revisions(stored.id(), null, 1)).extracting(RevisionSummary::number).containsExactly(2);
		assertThat(this.service.revisions(stored.id(), 2, 5)).extracting(RevisionSummary::number).containsExactly(1);
		assertThat(this.service.revisions(stored.id(), 1, 5)).isEmpty();
		assertThat(this.service.revisions(stored.id(), null, 5))
			.containsExactlyElementsOf(this.service.revisions(stored.id()));
		assertThatExceptionOfType(ManifestNotFoundException.class)
			.isThrownBy(() -> this.service.revisions(-5, null, 5));
		// the list is read without the texts, and says of each revision what the revision
		// itself says
		assertThat(this.service.revisions(stored.id())).containsExactly(RevisionSummary.of(second),
				RevisionSummary.of(this.service.revision(stored.id(), 1)));
		Revision one = this.service.revision(stored.id(), 1);
		assertThat(one.content()).isEqualTo(V2);
		assertThat(one.contentHash()).isEqualTo(ManifestText.sha256(V2));
		assertThat(one.format()).isEqualTo(FormatEra.V2_INSTANCE_GROUPS);
		assertThat(one.author()).isEqualTo("alice");
		assertThat(one.message()).isEqualTo("Imported");
		assertThat(one.createdAt()).isEqualTo(first.createdAt());
		assertThat(this.service.revision(stored.id(), 2).content()).isEqualTo(V1);
		assertThat(this.service.get(stored.id()).latestRevision()).isEqualTo(2);
		assertThat(this.service.draft(stored.id()).savedAsRevision()).isEqualTo(2);
	}

	@Test
	void saveRevisionChecksTheDraftVersionWhenGiven() {
		StoredManifest stored = this.service.importManifest(unique("seen"), bytes(V2), "alice");
		this.service.replaceDraft(stored.id(), bytes(V1), 1, "bob");

		assertThatExceptionOfType(StaleDraftException.class)
			.isThrownBy(() -> this.service.saveRevision(stored.id(), "what I saw", "alice", 1L));
		assertThat(this.service.saveRevision(stored.id(), "what I saw", "alice", 2L).content()).isEqualTo(V1);
	}

	@Test
	void revisionNeedsAMessage() {
		StoredManifest stored = this.service.importManifest(unique("msg"), bytes(V2), "alice");

		assertThatExceptionOfType(InvalidManifestRequestException.class)
			.isThrownBy(() -> this.service.saveRevision(stored.id(), "  ", "alice"))
			.satisfies((ex) -> assertThat(ex.field()).isEqualTo("message"));
		assertThat(this.service.revisions(stored.id())).isEmpty();
	}

	/**
	 * PostgreSQL cannot store NUL in text: such a message once failed on every try as a
	 * "concurrent" conflict.
	 */
	@Test
	void aMessageWithANulCharacterIsRefusedAndTheNextSaveGetsNumberOne() {
		StoredManifest stored = this.service.importManifest(unique("nul"), bytes(V2), "alice");

		assertThatExceptionOfType(InvalidManifestRequestException.class)
			.isThrownBy(() -> this.service.saveRevision(stored.id(), "before\0after", "alice"))
			.satisfies((ex) -> assertThat(ex.field()).isEqualTo("message"));
		assertThat(this.service.revisions(stored.id())).isEmpty();
		Revision saved = this.service.saveRevision(stored.id(), "line one\nline two\tand a tab", "alice");
		assertThat(saved.number()).isEqualTo(1);
		assertThat(saved.message()).isEqualTo("line one\nline two\tand a tab");
	}

	@Test
	void searchingWithANulCharacterFindsNothing() {
		this.service.importManifest(unique("search"), bytes(V2), "alice");

		assertThat(this.service.list("se\0arch", PageRequest.of(0, 10)).getTotalElements()).isZero();
	}

	@Test
	void aPagePastTheLargestOffsetIsEmptyWithTheTotal() {
		this.service.importManifest(unique("far"), bytes(V2), "alice");

		Page<ManifestSummary> far = this.service.list(null, PageRequest.of(Integer.MAX_VALUE, 20));
		assertThat(far.getContent()).isEmpty();
		assertThat(far.getTotalElements()).isPositive();
	}

	@Test
	void theDatabaseRefusesTwoRevisionsWithTheSameNumber() {
		StoredManifest stored = this.service.importManifest(unique("uniq"), bytes(V2), "alice");
		this.revisions.saveAndFlush(new RevisionEntity(stored.id(), 1, V2, ManifestText.sha256(V2),
				FormatEra.V2_INSTANCE_GROUPS, "a", 1, "m", java.time.Instant.now()));

		assertThatExceptionOfType(DataIntegrityViolationException.class)
			.isThrownBy(() -> this.revisions.saveAndFlush(new RevisionEntity(stored.id(), 1, V1,
					ManifestText.sha256(V1), FormatEra.V1_ROLES, "b", 1, "m", java.time.Instant.now())));
	}

	@Test
	void listFindsByNameIgnoringCaseAndPages() {
		String tag = UUID.randomUUID().toString().substring(0, 8);
		for (String name : List.of("Alpha-" + tag, "beta-" + tag, "gamma-" + tag, "100%_" + tag)) {
			this.service.importManifest(name, bytes(V2), "a");
		}

		Page<ManifestSummary> all = this.service.list(tag.toUpperCase(), PageRequest.of(0, 2));
		assertThat(all.getTotalElements()).isEqualTo(4);
		assertThat(all.getContent()).extracting(ManifestSummary::name).containsExactly("100%_" + tag, "Alpha-" + tag);
		assertThat(this.service.list(tag, PageRequest.of(1, 2)).getContent()).extracting(ManifestSummary::name)
			.containsExactly("beta-" + tag, "gamma-" + tag);
		assertThat(this.service.list("%_" + tag, PageRequest.of(0, 10)).getContent()).extracting(ManifestSummary::name)
			.containsExactly("100%_" + tag);
		assertThat(this.service.list("alpha-" + tag, PageRequest.of(0, 10)).getContent()).singleElement()
			.satisfies((summary) -> {
				assertThat(summary.draftVersion()).isEqualTo(1);
				assertThat(summary.format()).isEqualTo(FormatEra.V2_INSTANCE_GROUPS);
				assertThat(summary.latestRevision()).isZero();
			});
		assertThat(this.service.list(tag, PageRequest.of(0, 10, Sort.by(Sort.Direction.DESC, "name"))).getContent())
			.extracting(ManifestSummary::name)
			.first()
			.isEqualTo("gamma-" + tag);
		assertThatExceptionOfType(InvalidManifestRequestException.class)
			.isThrownBy(() -> this.service.list(tag, PageRequest.of(0, 10, Sort.by("content"))));
	}

	@Test
	void parsedModelsAreCachedByContentHash() {
		StoredManifest stored = this.service.importManifest(unique("cache"), bytes(V2), "alice");
		Revision revision = this.service.saveRevision(stored.id(), "same content", "alice");

		RoleManifest fromDraft = this.service.parse(this.service.draft(stored.id()));

		assertThat(fromDraft.instanceGroups()).extracting(InstanceGroup::name).containsExactly("main");
		assertThat(this.service.parse(revision)).isSameAs(fromDraft);
	}

	@Test
	@Transactional(propagation = Propagation.NOT_SUPPORTED)
	void concurrentDraftWritersNeverSilentlyOverwriteEachOther() throws Exception {
		StoredManifest stored = commit(this.service.importManifest(unique("race"), bytes(V2), "alice"));
		int writers = 6;

		List<Object> outcomes = runTogether(writers, (i) -> {
			try {
				return this.service.replaceDraft(stored.id(), bytes(V2 + "# writer " + i + "\n"), 1, "w" + i);
			}
			catch (StaleDraftException ex) {
				return ex;
			}
		});

		List<Draft> won = outcomes.stream().filter(Draft.class::isInstance).map(Draft.class::cast).toList();
		assertThat(won).hasSize(1);
		assertThat(outcomes).filteredOn(StaleDraftException.class::isInstance).hasSize(writers - 1);
		Draft draft = this.service.draft(stored.id());
		assertThat(draft.version()).isEqualTo(2);
		assertThat(draft.content()).isEqualTo(won.get(0).content());
	}

	@Test
	@Transactional(propagation = Propagation.NOT_SUPPORTED)
	void concurrentRevisionSavesGetDistinctNumbers() throws Exception {
		StoredManifest stored = commit(this.service.importManifest(unique("saves"), bytes(V2), "alice"));
		int savers = 8;

		List<Object> outcomes = runTogether(savers,
				(i) -> this.service.saveRevision(stored.id(), "save " + i, "s" + i));

		assertThat(outcomes).allMatch(Revision.class::isInstance);
		assertThat(outcomes).extracting((outcome) -> ((Revision) outcome).number())
			.containsExactlyInAnyOrder(1, 2, 3, 4, 5, 6, 7, 8);
		assertThat(this.service.revisions(stored.id())).extracting(RevisionSummary::number)
			.containsExactly(8, 7, 6, 5, 4, 3, 2, 1);
		assertThat(this.service.get(stored.id()).latestRevision()).isEqualTo(savers);
	}

	@Test
	@Transactional(propagation = Propagation.NOT_SUPPORTED)
	void concurrentImportsOfOneNameStoreOneManifest() throws Exception {
		String name = unique("same-name");
		int importers = 4;

		List<Object> outcomes = runTogether(importers, (i) -> {
			try {
				return commit(this.service.importManifest(name, bytes(V2 + "# importer " + i + "\n"), "i" + i));
			}
			catch (DuplicateManifestNameException ex) {
				return ex;
			}
		});

		assertThat(outcomes).filteredOn(StoredManifest.class::isInstance).hasSize(1);
		assertThat(outcomes).filteredOn(DuplicateManifestNameException.class::isInstance).hasSize(importers - 1);
		assertThat(this.service.list(name, PageRequest.of(0, 10)).getTotalElements()).isEqualTo(1);
	}

	private StoredManifest commit(StoredManifest stored) {
		this.committed.add(stored.id());
		return stored;
	}

	interface Task {

		Object run(int index) throws Exception;

	}

	/**
	 * Starts every task at the same moment on its own thread and returns what each gave
	 * (or threw).
	 */
	static List<Object> runTogether(int count, Task task) throws Exception {
		ExecutorService pool = Executors.newFixedThreadPool(count);
		try {
			CountDownLatch start = new CountDownLatch(1);
			List<Future<Object>> futures = new ArrayList<>();
			for (int i = 0; i < count; i++) {
				int index = i;
				Callable<Object> call = () -> {
					start.await();
					return task.run(index);
				};
				futures.add(pool.submit(call));
			}
			start.countDown();
			List<Object> outcomes = new ArrayList<>();
			for (Future<Object> future : futures) {
				outcomes.add(future.get(60, TimeUnit.SECONDS));
			}
			return outcomes;
		}
		finally {
			pool.shutdownNow();
		}
	}

	static String unique(String prefix) {
		return prefix + "-" + UUID.randomUUID();
	}

	static byte[] bytes(String text) {
		return text.getBytes(StandardCharsets.UTF_8);
	}

}

package io.manifeststudio.system;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;

import jakarta.servlet.ServletContext;

import org.springframework.boot.autoconfigure.web.WebProperties;
import org.springframework.boot.webmvc.autoconfigure.WebMvcProperties;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.core.io.Resource;
import org.springframework.core.io.support.PathMatchingResourcePatternResolver;
import org.springframework.core.io.support.ResourcePatternResolver;
import org.springframework.web.context.support.ServletContextResource;
import org.springframework.util.ClassUtils;
import org.springframework.web.context.ServletContextAware;
import org.springframework.web.servlet.config.annotation.ResourceChainRegistration;
import org.springframework.web.servlet.config.annotation.ResourceHandlerRegistration;
import org.springframework.web.servlet.config.annotation.ResourceHandlerRegistry;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;
import org.springframework.web.servlet.resource.EncodedResourceResolver;
import org.springframework.web.servlet.resource.VersionResourceResolver;

/**
 * The static resources under {@code /**}: Spring Boot's locations ({@code classpath:/META-INF/resources/},
 * {@code /resources/}, {@code /static/}, {@code /public/}, then the servlet context), each looked up once, at start,
 * in every jar and folder of the class path that has it.
 * <p>
 * Every link a page writes ({@code @{...}}) goes through the resource chain's URL encoding (on because of the
 * version-less webjar addresses), which asks the {@code /**} handler whether the link is a static resource. With
 * Boot's {@code classpath:} locations each such question for a link that is no resource ({@code /manifests/42})
 * walked the whole class path, 119 nested jars, for each of the four locations: 86 % of the list page's rendering
 * (JFR of the load driver's {@code list} scenario). A location resolved once is one look-up in the jar or folder
 * that holds it. The handler is registered before Boot's, which then leaves {@code /**} alone; {@code /webjars/**}
 * stays Boot's. The same resources answer at the same addresses, and links come out the same
 * ({@code StaticResourceLocationsTests}). A jar is found under a location through the location's directory entry,
 * as {@code classpath*:} finds it; jars written without directory entries (none on this class path) would not be.
 */
@Configuration(proxyBeanMethods = false)
@Order(Ordered.HIGHEST_PRECEDENCE)
class StaticResourceLocations implements WebMvcConfigurer, ServletContextAware {

	private final WebProperties.Resources properties;

	/** Boot's {@code spring.mvc.static-path-pattern}, {@code /**} unless set. */
	private final String pattern;

	private final ResourcePatternResolver resolver = new PathMatchingResourcePatternResolver();

	private ServletContext servletContext;

	StaticResourceLocations(WebProperties web, WebMvcProperties mvc) {
		this.properties = web.getResources();
		this.pattern = mvc.getStaticPathPattern();
	}

	@Override
	public void setServletContext(ServletContext servletContext) {
		this.servletContext = servletContext;
	}

	@Override
	public void addResourceHandlers(ResourceHandlerRegistry registry) {
		if (!this.properties.isAddMappings() || registry.hasMappingForPattern(this.pattern)) {
			return;
		}
		// as Boot's WebMvcAutoConfiguration registers it, with the locations resolved
		ResourceHandlerRegistration registration = registry.addResourceHandler(this.pattern)
			.addResourceLocations(locations().toArray(Resource[]::new));
		WebProperties.Resources.Cache cache = this.properties.getCache();
		registration.setCachePeriod((cache.getPeriod() != null) ? (int) cache.getPeriod().getSeconds() : null)
			.setCacheControl(cache.getCachecontrol().toHttpCacheControl())
			.setUseLastModified(cache.isUseLastModified());
		if (chainEnabled()) {
			chain(registration.resourceChain(this.properties.getChain().isCache()));
		}
	}

	/** Boot's condition: the property, or else whether the webjars locator is there. */
	private boolean chainEnabled() {
		Boolean enabled = this.properties.getChain().getEnabled();
		return (enabled != null) ? enabled
				: ClassUtils.isPresent("org.webjars.WebJarVersionLocator", getClass().getClassLoader());
	}

	private void chain(ResourceChainRegistration chain) {
		WebProperties.Resources.Chain properties = this.properties.getChain();
		if (properties.isCompressed()) {
			chain.addResolver(new EncodedResourceResolver());
		}
		WebProperties.Resources.Chain.Strategy strategy = properties.getStrategy();
		if (strategy.getFixed().isEnabled() || strategy.getContent().isEnabled()) {
			VersionResourceResolver versions = new VersionResourceResolver();
			if (strategy.getFixed().isEnabled()) {
				versions.addFixedVersionStrategy(strategy.getFixed().getVersion(), strategy.getFixed().getPaths());
			}
			if (strategy.getContent().isEnabled()) {
				versions.addContentVersionStrategy(strategy.getContent().getPaths());
			}
			chain.addResolver(versions);
		}
	}

	/** Boot's static locations, in their order, each as the folders that hold it, in class path order. */
	List<Resource> locations() {
		List<Resource> locations = new ArrayList<>();
		for (String location : this.properties.getStaticLocations()) {
			locations.addAll(found(location));
		}
		if (this.servletContext != null) {
			locations.add(new ServletContextResource(this.servletContext, "/"));
		}
		return locations;
	}

	private List<Resource> found(String location) {
		if (!location.startsWith(ResourcePatternResolver.CLASSPATH_URL_PREFIX)) {
			return List.of(this.resolver.getResource(location));
		}
		String path = location.substring(ResourcePatternResolver.CLASSPATH_URL_PREFIX.length());
		try {
			return List.of(this.resolver.getResources(ResourcePatternResolver.CLASSPATH_ALL_URL_PREFIX + path));
		}
		catch (IOException ex) {
			throw new UncheckedIOException("Cannot look up the static resources of " + location, ex);
		}
	}

}
